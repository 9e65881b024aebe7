/**
 * Social network icons as inline SVG drawn in `currentColor`, so they follow the text colour
 * (and its contrast) of wherever they sit. Brand names are not translated, so the default
 * accessible name is the network's name.
 */
import type { ReactElement } from 'react';
import type { SocialPart } from '../../engine/types/view-model.ts';
import { cx } from './cx.ts';
import './blocks.css';

export type SocialAccount = SocialPart['icons'][number]['account'];

const GLYPHS: Record<SocialAccount, ReactElement> = {
  Facebook: (
    <path d="M13.5 22v-8h2.7l.4-3.2h-3.1V8.8c0-.9.3-1.5 1.6-1.5h1.7V4.5c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.3H7.6V14h2.8v8z" />
  ),
  LinkedIn: (
    <>
      <circle cx="5.5" cy="5.5" r="2" />
      <rect x="3.8" y="9" width="3.4" height="11.5" />
      <path d="M9.6 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.2 2.3 4.2 5.4v6.4h-3.4v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.8H9.6z" />
    </>
  ),
  Twitter: (
    <path d="M23 5.1c-.8.4-1.7.6-2.6.7.9-.6 1.6-1.4 2-2.5-.9.5-1.9.9-2.9 1.1a4.5 4.5 0 0 0-7.7 4.1A12.8 12.8 0 0 1 2.5 3.8a4.5 4.5 0 0 0 1.4 6c-.7 0-1.4-.2-2-.6 0 2.2 1.5 4 3.6 4.4-.7.2-1.4.2-2 .1.6 1.8 2.2 3.1 4.2 3.1A9 9 0 0 1 1 18.7a12.8 12.8 0 0 0 6.9 2c8.3 0 12.8-6.9 12.8-12.8v-.6c.9-.6 1.6-1.4 2.3-2.2z" />
  ),
  Youtube: (
    <path
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z"
    />
  ),
  Instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </g>
  ),
};

export interface SocialIconProps {
  account: SocialAccount;
  /** Accessible name; defaults to the network's name. Pass "" when a visible label names it. */
  label?: string;
  size?: number;
  className?: string;
}

export function SocialIcon({ account, label = account, size = 24, className }: SocialIconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      className={cx('pb-social-icon', className)}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      focusable="false"
      data-account={account}
      {...a11y}
    >
      {GLYPHS[account]}
    </svg>
  );
}
