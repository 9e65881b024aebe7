/**
 * Country flag as inline SVG (no emoji: Windows shows flag emoji as letters).
 * Decorative by default because a label sits next to it; pass `label` when it stands alone.
 */
import { flagArtwork } from './flags.tsx';
import { cx } from './cx.ts';
import './blocks.css';

export interface FlagIconProps {
  /** ISO 3166 alpha-2 code, any case; "eu" for the generic EU market. */
  code: string;
  label?: string;
  size?: number;
  className?: string;
}

export function FlagIcon({ code, label, size = 20, className }: FlagIconProps) {
  const artwork = flagArtwork(code);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      className={cx('pb-flag', className)}
      viewBox="0 0 30 20"
      width={size * 1.5}
      height={size}
      focusable="false"
      data-flag={code.toLowerCase()}
      {...a11y}
    >
      {artwork ?? <rect width="30" height="20" fill="#e3e7ed" />}
      {/* Thin frame so white stripes stay visible on white backgrounds. */}
      <rect x="0.25" y="0.25" width="29.5" height="19.5" fill="none" stroke="rgb(0 0 0 / 25%)" strokeWidth="0.5" />
    </svg>
  );
}
