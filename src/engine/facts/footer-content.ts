/**
 * The footer facts of a locale's footer content: what the footer layout's rules read. Apart from
 * the empty facts (footer.ts) every page starts with, because only the footer's resolver needs
 * them (in the browser, a chunk that loads after the page).
 */
import type { FooterFile } from '../config/types.ts';
import type { FooterFacts } from './types.ts';
import { emptyFooterFacts } from './footer.ts';

/** The display flags of a locale's footer content, as facts for the layout's rules. */
export function footerFacts(content: FooterFile | undefined): FooterFacts {
  if (!content) return emptyFooterFacts();
  const reviews = content.reviews;
  const us = content.usContact;
  return {
    displayReviews: reviews?.display === true,
    hasReviewData: typeof reviews?.score === 'number' && typeof reviews.count === 'number',
    displayUsContactBanner: us?.display === true,
    hasUsContactData: Boolean(us?.email || us?.phone || us?.availability),
    hideFooterLinks: content.hideFooterLinks === true,
    hasFooterLinks: (content.columns ?? []).some((c) => c.links.length > 0),
    displayMobileBanner: content.mobileBanner?.display === true,
    hasSocialIcons: (content.social?.icons.length ?? 0) > 0,
    hideCountryPicker: content.hideCountryPicker === true,
    hasCredits: (content.credits?.length ?? 0) > 0,
    hasDisclaimer: typeof content.disclaimer === 'string' && content.disclaimer.trim() !== '',
  };
}
