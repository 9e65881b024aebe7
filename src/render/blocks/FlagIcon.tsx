/**
 * Country flag (no emoji: Windows shows flag emoji as letters). The artwork is a static file per
 * country, public/assets/flags/<code>.svg (simplified on a 30×20 grid, with a thin frame so white
 * stripes stay visible on white): the browser caches it across pages, and the pictures are no
 * JavaScript (they were 0.8 kB gzip in every page's scripts).
 * Decorative by default because a label sits next to it; pass `label` when it stands alone.
 */
import { COUNTRY_FLAG_CODES } from '../../engine/vocabularies/country-flags.ts';
import { cx } from './cx.ts';
import './blocks.css';

export interface FlagIconProps {
  /** ISO 3166 alpha-2 code, any case; "eu" for the generic EU market. */
  code: string;
  label?: string;
  className?: string;
}

/** Drawn 30 × 20 px, the artwork's grid. */
export function FlagIcon({ code, label, className }: FlagIconProps) {
  const key = code.toLowerCase();
  if (!COUNTRY_FLAG_CODES.includes(key)) {
    // An unknown code draws a neutral box (blocks.css) rather than a broken image.
    const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
    return <span className={cx('pb-flag', 'pb-flag--unknown', className)} data-flag={key} {...a11y} />;
  }
  // Lazy: most flags are below the first screen (the footer, a long offer list); the fixed size keeps their place.
  return (
    <img
      className={cx('pb-flag', className)}
      src={`/assets/flags/${key}.svg`}
      width="30"
      height="20"
      alt={label ?? ''}
      data-flag={key}
      loading="lazy"
      decoding="async"
    />
  );
}
