// @vitest-environment jsdom
// The phone picker's dialog is a chunk of its own (CountryModal.tsx): when it cannot be loaded (the
// network dropped, a deployment replaced the file), the market links are shown under the button.
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CountryPicker } from '../../../src/render/country/CountryPicker.tsx';
import { MARKETS } from '../../../src/render/country/fixtures.ts';
import { renderWithI18n } from '../footer/i18n.tsx';
import { setScreenWide } from './match-media.ts';

// The dialog fails as a chunk that could not be loaded does: React.lazy throws the import's error
// where the component renders. (The tests' setup loads every lazy chunk up front, so the import
// itself cannot be the one to fail here.)
vi.mock('../../../src/render/country/CountryDialog.tsx', () => ({
  CountryDialog: () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
}));

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

it('shows the market links under the button when the dialog cannot be loaded', async () => {
  setScreenWide(false);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const onSelectMarket = vi.fn();
  renderWithI18n(<CountryPicker markets={MARKETS} locale="de-de" onSelectMarket={onSelectMarket} />);
  await user.click(screen.getByRole('button', { name: /^Germany/ }));

  const italy = await screen.findByRole('link', { name: 'Italy' });
  expect(screen.queryByRole('dialog')).toBeNull();
  await user.click(italy);
  expect(onSelectMarket).toHaveBeenCalledWith(expect.objectContaining({ locale: 'it-it' }));
});
