/** One story per footer part, each inside the real footer so landmarks and styles apply. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import '../theme/base.css';
import type { FooterPart } from '../../engine/types/view-model.ts';
import { Footer } from './Footer.tsx';
import { APP_BANNER, CREDITS, DISCLAIMER, LEGAL, LINKS, MARKETS, REVIEWS, SOCIAL, SOCIAL_NO_HEADING, US_CONTACT } from './fixtures.ts';

const meta = {
  title: 'Footer/Parts',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    footer: null,
    markets: MARKETS,
    locale: 'en-gb',
    designVersion: 'v2',
    year: 2026,
    onConsentSettings: fn(),
    onSelectMarket: fn(),
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

const part = (p: FooterPart, version: 'v1' | 'v2' = 'v2'): Story => ({
  args: { footer: { version, parts: [p] }, designVersion: version },
});

export const Reviews = part(REVIEWS);
export const ReviewsV1 = part(REVIEWS, 'v1');
export const UsContact = part(US_CONTACT);
export const LinkColumns = part(LINKS);
export const LinkColumnsV1 = part(LINKS, 'v1');
export const AppBanner = part(APP_BANNER);
export const Social = part(SOCIAL);
export const SocialWithoutHeading = part(SOCIAL_NO_HEADING);
export const Legal = part(LEGAL);
export const CountryPicker = part({ kind: 'country-picker' });
export const Credits = part(CREDITS);
export const Disclaimer = part(DISCLAIMER);
