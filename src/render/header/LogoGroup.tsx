/** Logos (own brand, partner co-brand), each a link; size limits live in header.css. */
import type { ReactElement } from 'react';
import type { Logo } from '../../engine/types/view-model.ts';

export function LogoGroup({ logos }: { logos: Logo[] }): ReactElement | null {
  if (logos.length === 0) return null;
  return (
    <div className="ph-logos">
      {logos.map((logo) => (
        <a className="ph-logos__link" href={logo.href} key={logo.id} data-logo-id={logo.id}>
          <img className="ph-logos__image" src={logo.url} alt={logo.alt} />
        </a>
      ))}
    </div>
  );
}
