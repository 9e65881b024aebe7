import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import '../theme/base.css';
import { CountryPicker } from './CountryPicker.tsx';
import { MARKETS } from './fixtures.ts';

const meta = {
  title: 'Country/CountryPicker',
  component: CountryPicker,
  // Room above the button: the dropdown opens upwards, as it sits in the footer.
  decorators: [(Story) => <div style={{ paddingTop: 560 }}>{Story()}</div>],
  args: { markets: MARKETS, locale: 'de-de', onSelectMarket: fn() },
} satisfies Meta<typeof CountryPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses the form by screen width (1024px), like the portal does. */
export const ByScreenWidth: Story = {};

export const Dropdown: Story = { args: { mode: 'dropdown' } };

export const DropdownOpen: Story = {
  args: { mode: 'dropdown' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Germany/ }));
  },
};

export const Modal: Story = { args: { mode: 'modal' } };

export const ModalOpen: Story = {
  args: { mode: 'modal' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Germany/ }));
  },
};

/** A page whose locale is not in the list: the button falls back to a generic label. */
export const UnknownLocale: Story = { args: { locale: 'xx-xx', mode: 'dropdown' } };
