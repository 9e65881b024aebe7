import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../theme/base.css';
import { Footer } from './Footer.tsx';
import { FOOTER_V1, FOOTER_V2, MARKETS } from './fixtures.ts';

const meta = {
  title: 'Footer/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    footer: FOOTER_V2,
    markets: MARKETS,
    locale: 'de-de',
    designVersion: 'v2',
    year: 2026,
    onConsentSettings: fn(),
    onSelectMarket: fn(),
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newer design, every part. Narrow the viewport to see the link columns become accordions. */
export const V2Full: Story = {};
export const V2LoggedIn: Story = { args: { loggedIn: true } };
/** Older design, every part (no US contact banner: it belongs to en-us). */
export const V1Full: Story = { args: { footer: FOOTER_V1, designVersion: 'v1' } };
/** Embedded and app contexts: the engine gives no footer. */
export const Hidden: Story = { args: { footer: null } };
