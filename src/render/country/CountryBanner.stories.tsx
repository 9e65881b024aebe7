import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../theme/base.css';
import { CountryBanner } from './CountryBanner.tsx';
import { BANNER_PREFERENCE, MARKETS } from './fixtures.ts';

const meta = {
  title: 'Country/CountryBanner',
  component: CountryBanner,
  parameters: { layout: 'fullscreen' },
  args: {
    banner: BANNER_PREFERENCE,
    markets: MARKETS,
    currentLocale: 'de-de',
    onAllGood: fn(),
    onChooseMarket: fn(),
  },
} satisfies Meta<typeof CountryBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StoredPreferenceDiffers: Story = {};
export const FromQueryParameter: Story = { args: { banner: { marketLocale: 'en-gb', reason: 'query' }, currentLocale: 'en-gb' } };
/** The engine gives no banner: nothing renders. */
export const Hidden: Story = { args: { banner: null } };
