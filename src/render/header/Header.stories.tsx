import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Header } from './Header.tsx';
import {
  balanceUnavailableHeader,
  integratedHeader,
  loadingPrivateHeader,
  loadingPublicHeader,
  logoOnlyHeader,
  negativeBalanceHeader,
  partnerHeader,
  pendingHeader,
  privateHeader,
  publicHeader,
  ukPrivateHeader,
} from './fixtures.ts';

const meta = {
  title: 'Header/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    header: publicHeader,
    designVersion: 'v2',
    locale: 'de-de',
    pathname: '/de-de/festgeld',
    onAction: fn(),
    onSwitchAccount: fn(),
  },
  // Room below the header for the open panels.
  decorators: [
    (Story) => (
      <div style={{ minHeight: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Visitor: navigation with dropdowns, login and registration. */
export const Public: Story = {};

/** Keyboard: ArrowDown on a trigger opens its panel on the first item. */
export const PublicDropdownOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const trigger = within(nav).getByRole('button', { name: 'Savings' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Two equal columns (layout: even) and a new-tab link in the bottom area. */
export const PublicEvenLayout: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Investing' }));
  },
};

/** Older design: 1320 px max width. */
export const PublicDesignV1: Story = { args: { designVersion: 'v1' } };

/** Logged-in customer: avatar menu with badge, balance bar. */
export const Private: Story = { args: { header: privateHeader } };

/** The avatar menu open: names, IBAN with copy, links, switchable accounts, logout. */
export const PrivateAccountMenuOpen: Story = {
  args: { header: privateHeader },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('button', { name: /My account/ });
    await userEvent.click(avatar);
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
  },
};

/** UK customer: account number and sort code instead of an IBAN. */
export const PrivateUkAccount: Story = {
  args: { header: ukPrivateHeader, locale: 'en-gb' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /My account/ }));
  },
};

/** Pending activation: the reduced menu (messages, documents, security) and a zero balance. */
export const Pending: Story = {
  args: { header: pendingHeader },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /My account/ }));
  },
};

/** A negative total: minus sign, colour and spoken "negative amount". */
export const NegativeBalance: Story = { args: { header: negativeBalanceHeader } };

/** Balance unavailable (maintenance): info button with tooltip instead of amounts. */
export const BalanceUnavailable: Story = {
  args: { header: balanceUnavailableHeader },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Why is my balance not shown?' }));
  },
};

/** Private header while customer data loads: four-column skeleton. */
export const LoadingSkeleton: Story = { args: { header: loadingPrivateHeader, loading: true } };

/** Public header before its navigation arrived: skeleton nav, actions already there. */
export const LoadingNavigation: Story = { args: { header: loadingPublicHeader, loading: true } };

/** Below the large breakpoint: hamburger, full-screen panel with accordions and the action bar. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Mobile, closed, logged in: logo, avatar and hamburger in the 64 px bar. */
export const MobilePrivate: Story = {
  args: { header: privateHeader },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
};

/** Partner page: partner logo, no navigation, only login. */
export const Partner: Story = { args: { header: partnerHeader } };

/** Partner page on a phone: no hamburger (nothing to navigate), login stays in the bar. */
export const PartnerMobile: Story = {
  args: { header: partnerHeader },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Unauthenticated flow pages: the logo alone. */
export const LogoOnly: Story = { args: { header: logoOnlyHeader } };

/** Integrated portal: the header renders nothing. */
export const Integrated: Story = {
  args: { header: integratedHeader },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('header')).toBeNull();
  },
};
