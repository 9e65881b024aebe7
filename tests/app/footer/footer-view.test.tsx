// @vitest-environment jsdom
/**
 * The footer's config arrives after the page (footer-source.ts). When it arrives while React
 * waits on it in the middle of a render (a transition, as hydration is), React replays that
 * render, and this time the config is already there: the footer must draw from it. CI once
 * failed here with React error 467 ("update hook called on initial render") on hydration.
 * React's own scheduler, not act(): act renders a suspension differently and hides the replay.
 */
import { screen, waitFor } from '@testing-library/react';
import { startTransition, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { UiStringsProvider } from '../../../src/render/i18n/useTranslation.tsx';
import { describe, expect, it, vi } from 'vitest';
import { createFooterSource } from '../../../src/app/boot/footer/footer-source.ts';
import FooterView from '../../../src/app/boot/footer/FooterView.tsx';
import { deriveFacts, type CustomerData } from '../../../src/engine/facts/derive.ts';
import { viewContext } from '../../../src/engine/resolve/view.ts';
import { ALL_RESOLVERS } from '../../../src/blocks/registry.ts';
import { testI18n } from '../../render/footer/i18n.tsx';
import { fixtureConfig } from '../../support/fixture-config.ts';
import { useSchedulerContainer } from '../../support/scheduler-container.ts';

const dom = useSchedulerContainer();

describe('FooterView', () => {
  const config = fixtureConfig();
  const data: CustomerData = { context: { locale: 'de-de', page: '/de-de/' }, flags: {} };
  const context = viewContext(config, deriveFacts(data, config), data, ALL_RESOLVERS.blocks, null);

  function renderFooter(load: () => Promise<typeof config.footers>) {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const source = createFooterSource(load);
    const app = (
      <UiStringsProvider strings={testI18n('de')}>
        <Suspense fallback={<p>footer pending</p>}>
          <FooterView context={context} source={source} markets={[]} locale="de-de" designVersion="v2" year={2026} />
        </Suspense>
      </UiStringsProvider>
    );
    const created = createRoot(dom.container, { onRecoverableError: (error) => console.error('recoverable', error) });
    dom.root = created;
    startTransition(() => created.render(app));
    return errors;
  }

  it('draws the footer when its config arrives while React waits on it (a replay), without an error', async () => {
    const errors = renderFooter(() => new Promise((resolve) => setTimeout(() => resolve(config.footers), 5)));
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeTruthy());
    expect(errors.mock.calls).toEqual([]);
  });

  it('draws the footer when its config arrives at once, during the same render (React replays it at once)', async () => {
    const errors = renderFooter(() => Promise.resolve(config.footers));
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeTruthy());
    expect(errors.mock.calls).toEqual([]);
  });
});
