/**
 * Icons of `advanced` items, by the name config gives (`icon: wallet`). A name without a
 * glyph here draws a neutral filled badge, so a new name in YAML still renders cleanly.
 */
import type { CSSProperties, ReactElement } from 'react';

const GLYPHS: Readonly<Record<string, ReactElement>> = {
  wallet: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M3 9h13.5a2 2 0 012 2v0M16 13.5h5v-3h-5a1.5 1.5 0 000 3z" />
      <path d="M6 6l9-3 1 3" />
    </>
  ),
  hourglass: (
    <>
      <path d="M6 3h12M6 21h12" />
      <path d="M7.5 3c0 5 9 6 9 9s-9 4-9 9M16.5 3c0 5-9 6-9 9s9 4 9 9" />
    </>
  ),
  'calendar-lock': (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2.5" />
      <path d="M3 10h18M8 3v4M16 3v4" />
      <rect x="9" y="14" width="6" height="4.5" rx="1" />
      <path d="M10.5 14v-1a1.5 1.5 0 013 0v1" />
    </>
  ),
};

export function ItemIcon({ name, color }: { name: string; color?: string | undefined }): ReactElement {
  const style: CSSProperties | undefined = color ? { color } : undefined;
  const glyph = GLYPHS[name];
  return (
    <span className="ph-item__icon" data-icon={name} style={style} aria-hidden="true">
      {glyph ? (
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {glyph}
        </svg>
      ) : (
        <span className="ph-item__icon-badge" />
      )}
    </span>
  );
}
