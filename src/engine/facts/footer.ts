import type { FooterFacts } from './types.ts';

export function emptyFooterFacts(): FooterFacts {
  return {
    displayReviews: false,
    hasReviewData: false,
    displayUsContactBanner: false,
    hasUsContactData: false,
    hideFooterLinks: false,
    hasFooterLinks: false,
    displayMobileBanner: false,
    hasSocialIcons: false,
    hideCountryPicker: false,
    hasCredits: false,
    hasDisclaimer: false,
  };
}
