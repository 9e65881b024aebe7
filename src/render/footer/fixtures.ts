import { richTextTree } from '../../engine/format/rich-text.ts';
/**
 * Hand-made footer view models for stories and tests, shaped like the engine's output
 * (hrefs final, copyright without the year, parts in display order).
 */
import type {
  AppBannerPart,
  CreditsPart,
  DisclaimerPart,
  Footer,
  LegalPart,
  LinksPart,
  ReviewsPart,
  SocialPart,
  UsContactPart,
} from '../../engine/types/view-model.ts';

export { MARKETS } from '../country/fixtures.ts';

const badge = (label: string, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="135" height="40"><rect width="135" height="40" rx="6" fill="${fill}"/><text x="67" y="25" font-family="sans-serif" font-size="12" fill="#fff" text-anchor="middle">${label}</text></svg>`,
  )}`;

export const REVIEWS: ReviewsPart = { kind: 'reviews', score: 4.52, roundedScore: 4.5, stars: 5, count: 1234 };

export const US_CONTACT: UsContactPart = {
  kind: 'us-contact',
  email: { address: 'service@example.com', linkText: 'service@example.com', href: 'mailto:service@example.com' },
  phone: { number: '+18005550100', linkText: '1-800-555-0100', href: 'tel:+18005550100' },
  availability: 'Monday to Friday, 9am to 5pm ET',
};

export const LINKS: LinksPart = {
  kind: 'links',
  columns: [
    {
      id: 'products',
      heading: 'Products',
      links: [
        { id: 'fixed', type: 'basic', title: 'Fixed term deposits', href: '/de-de/products/' },
        { id: 'overnight', type: 'basic', title: 'Overnight deposits', href: '/de-de/products/overnight/' },
        { id: 'notice', type: 'basic', title: 'Notice accounts', href: '/de-de/products/notice/' },
      ],
    },
    {
      id: 'company',
      heading: 'Company',
      links: [
        { id: 'about', type: 'basic', title: 'About us', href: '/de-de/about/' },
        { id: 'press', type: 'basic', title: 'Press', href: '/de-de/press/' },
        { id: 'faq', type: 'basic', title: 'Help centre', href: 'https://help.example.com/', newTab: true },
      ],
    },
  ],
};

export const APP_BANNER: AppBannerPart = {
  kind: 'app-banner',
  playStore: {
    href: 'https://play.google.com/store/apps/details?id=com.example.savings',
    badgeUrl: badge('Google Play', '#000'),
    alt: 'Get it on Google Play',
  },
  appStore: { href: 'https://apps.apple.com/app/id000000', badgeUrl: badge('App Store', '#000'), alt: 'Download on the App Store' },
};

export const SOCIAL: SocialPart = {
  kind: 'social',
  heading: 'Follow us',
  icons: [
    { uid: 'fb', account: 'Facebook', href: 'https://www.facebook.com/example' },
    { uid: 'li', account: 'LinkedIn', href: 'https://www.linkedin.com/company/example' },
    { uid: 'tw', account: 'Twitter', href: 'https://twitter.com/example' },
    { uid: 'yt', account: 'Youtube', href: 'https://www.youtube.com/example' },
    { uid: 'ig', account: 'Instagram', href: 'https://www.instagram.com/example' },
  ],
};

export const SOCIAL_NO_HEADING: SocialPart = { ...SOCIAL, heading: null };

export const LEGAL: LegalPart = {
  kind: 'legal',
  copyright: 'Example Savings GmbH',
  links: [
    { id: 'imprint', type: 'basic', title: 'Imprint', href: '/de-de/imprint/' },
    { id: 'privacy', type: 'basic', title: 'Privacy policy', href: '/de-de/privacy/' },
    { id: 'terms', type: 'basic', title: 'Terms and conditions', href: '/de-de/terms/' },
    { id: 'consent', type: 'basic', title: 'Cookie settings', callback: 'consent-settings' },
  ],
};

export const CREDITS: CreditsPart = {
  kind: 'credits',
  credits: [
    {
      id: 'award',
      href: 'https://awards.example.org/',
      title: 'Best savings platform',
      logoUrl: badge('Award 2025', '#0b5cad'),
      alt: 'Best savings platform award 2025',
    },
    { id: 'partner', href: 'https://partner.example.org/', title: 'Partner bank network', logoUrl: badge('Partner', '#1c2430'), alt: '' },
  ],
};

const DISCLAIMER_HTML =
  '<p style="text-align: center">Deposits are protected up to <strong>100,000 EUR</strong> per customer and bank. ' +
  'See <a href="https://www.example.com/deposit-guarantee">deposit guarantee</a>.</p>' +
  '<p>Interest rates are <em>subject to change</em>.<sup>1</sup></p>';

/** As the engine gives it: the sanitised HTML and its tree, parsed once (here, for stories and tests). */
export const DISCLAIMER: DisclaimerPart = { kind: 'disclaimer', html: DISCLAIMER_HTML, tree: richTextTree(DISCLAIMER_HTML) };

const ALL_PARTS = [REVIEWS, US_CONTACT, LINKS, APP_BANNER, SOCIAL, LEGAL, { kind: 'country-picker' as const }, CREDITS, DISCLAIMER];

export const FOOTER_V2: Footer = { version: 'v2', parts: ALL_PARTS };
export const FOOTER_V1: Footer = { version: 'v1', parts: ALL_PARTS.filter((part) => part.kind !== 'us-contact') };
