/**
 * Simplified flag artwork on a 30x20 grid, keyed by lower-case ISO 3166 code ("eu" for the
 * generic EU entry). Simplified on purpose: flags show at icon size, next to a label.
 */
import type { ReactElement } from 'react';

type Stripes = { direction: 'horizontal' | 'vertical'; colours: string[] };

const STRIPED: Record<string, Stripes> = {
  de: { direction: 'horizontal', colours: ['#000000', '#dd0000', '#ffce00'] },
  at: { direction: 'horizontal', colours: ['#ed2939', '#ffffff', '#ed2939'] },
  nl: { direction: 'horizontal', colours: ['#ae1c28', '#ffffff', '#21468b'] },
  pl: { direction: 'horizontal', colours: ['#ffffff', '#dc143c'] },
  // Four equal stripes give Spain's 1:2:1 proportions.
  es: { direction: 'horizontal', colours: ['#aa151b', '#f1bf00', '#f1bf00', '#aa151b'] },
  fr: { direction: 'vertical', colours: ['#002395', '#ffffff', '#ed2939'] },
  it: { direction: 'vertical', colours: ['#009246', '#ffffff', '#ce2b37'] },
  ie: { direction: 'vertical', colours: ['#169b62', '#ffffff', '#ff883e'] },
};

function stripes({ direction, colours }: Stripes): ReactElement {
  const size = (direction === 'horizontal' ? 20 : 30) / colours.length;
  return (
    <>
      {colours.map((fill, i) =>
        direction === 'horizontal' ? (
          <rect key={i} x="0" y={i * size} width="30" height={size} fill={fill} />
        ) : (
          <rect key={i} x={i * size} y="0" width={size} height="20" fill={fill} />
        ),
      )}
    </>
  );
}

const EU_STARS = Array.from({ length: 12 }, (_, i) => {
  const angle = (i * Math.PI) / 6;
  return { cx: 15 + 6 * Math.sin(angle), cy: 10 - 6 * Math.cos(angle) };
});

const DRAWN: Record<string, () => ReactElement> = {
  fi: () => (
    <>
      <rect width="30" height="20" fill="#ffffff" />
      <rect x="8" width="5" height="20" fill="#003580" />
      <rect y="7.5" width="30" height="5" fill="#003580" />
    </>
  ),
  ch: () => (
    <>
      <rect width="30" height="20" fill="#da291c" />
      <rect x="13" y="4" width="4" height="12" fill="#ffffff" />
      <rect x="9" y="8" width="12" height="4" fill="#ffffff" />
    </>
  ),
  gb: () => (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#ffffff" strokeWidth="4" />
      <path d="M0 0L30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0V20M0 10H30" stroke="#ffffff" strokeWidth="6" />
      <path d="M15 0V20M0 10H30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  us: () => (
    <>
      <rect width="30" height="20" fill="#ffffff" />
      {[0, 2, 4, 6, 8, 10, 12].map((row) => (
        <rect key={row} y={(row * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(7 * 20) / 13} fill="#3c3b6e" />
    </>
  ),
  eu: () => (
    <>
      <rect width="30" height="20" fill="#003399" />
      {EU_STARS.map((star, i) => (
        <circle key={i} cx={star.cx.toFixed(2)} cy={star.cy.toFixed(2)} r="0.9" fill="#ffcc00" />
      ))}
    </>
  ),
};

/** Artwork for a code, or null when the code is unknown (the caller draws a neutral box). */
export function flagArtwork(code: string): ReactElement | null {
  const key = code.toLowerCase();
  const striped = STRIPED[key];
  if (striped) return stripes(striped);
  return DRAWN[key]?.() ?? null;
}
