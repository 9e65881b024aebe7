/** Decorative inline icons: hidden from assistive technology, the text next to them carries meaning. */
import type { ReactElement } from 'react';

const common = { 'aria-hidden': true, focusable: false, width: 16, height: 16, viewBox: '0 0 16 16' } as const;

export function ChevronIcon(): ReactElement {
  return (
    <svg {...common} className="ph-icon ph-icon--chevron">
      <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

export function ArrowIcon(): ReactElement {
  return (
    <svg {...common} className="ph-icon ph-icon--arrow">
      <path d="M2.5 8h10M9 4.5L12.5 8 9 11.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

export function CopyIcon(): ReactElement {
  return (
    <svg {...common} className="ph-icon">
      <rect x="5" y="5" width="8.5" height="8.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3 10.5V3.5A1 1 0 014 2.5h6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export function InfoIcon(): ReactElement {
  return (
    <svg {...common} className="ph-icon">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 7v4.5M8 4.5v.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }): ReactElement {
  return (
    <svg {...common} width={24} height={24} viewBox="0 0 24 24" className="ph-icon ph-icon--menu">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
