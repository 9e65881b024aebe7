/**
 * Social network icons, drawn in `currentColor` so they follow the text colour (and its
 * contrast) of wherever they sit: each network's glyph is a static file,
 * public/assets/social/<network>.svg, that blocks.css uses as the icon's mask over the text
 * colour. The glyphs are no JavaScript (0.8 kB gzip in every page's scripts when they were
 * inline SVG) and the browser caches them across pages. Brand names are not
 * translated, so the default accessible name is the network's name.
 */
import type { SocialPart } from '../../engine/types/view-model.ts';
import { cx } from './cx.ts';
import './blocks.css';

export type SocialAccount = SocialPart['icons'][number]['account'];

export interface SocialIconProps {
  account: SocialAccount;
  /** Accessible name; defaults to the network's name. Pass "" when a visible label names it. */
  label?: string;
  className?: string;
}

/** A 24 × 24 px icon (blocks.css). */
export function SocialIcon({ account, label = account, className }: SocialIconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return <span className={cx('pb-social-icon', className)} data-account={account} {...a11y} />;
}
