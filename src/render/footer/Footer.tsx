/**
 * Page footer: draws `footer.parts` in the order the engine gives, each through the
 * kind -> component registry, inside the layout of `footer.version`. No business rule
 * here: which parts exist, and in which order, is config evaluated by the engine.
 */
import type { Footer as FooterModel, Market } from '../../engine/types/view-model.ts';
import type { DesignVersion } from '../blocks/design-version.ts';
import { FOOTER_LAYOUTS } from './FooterLayout.tsx';
import type { FooterEnvironment } from './part-props.ts';
import { FOOTER_PARTS, footerPartComponent } from './parts/registry.ts';

export interface FooterProps {
  /** Null when the page has no footer (embedded or app contexts). */
  footer: FooterModel | null;
  markets: Market[];
  locale: string;
  designVersion: DesignVersion;
  /** Chooses the container width in v2 (1200px after login, 1272px before). */
  loggedIn?: boolean;
  onConsentSettings?: () => void;
  onSelectMarket?: (market: Market) => void;
  /** Year prefixed to the copyright; defaults to the current year (pass it for stable snapshots). */
  year?: number;
}

export function Footer({ footer, markets, locale, designVersion, loggedIn = false, onConsentSettings, onSelectMarket, year }: FooterProps) {
  if (!footer) return null;
  const env: FooterEnvironment = {
    markets,
    locale,
    designVersion,
    year: year ?? new Date().getFullYear(),
    onConsentSettings,
    onSelectMarket,
  };
  const Layout = FOOTER_LAYOUTS[footer.version] ?? FOOTER_LAYOUTS[designVersion];
  return (
    <Layout designVersion={designVersion} loggedIn={loggedIn}>
      {footer.parts.map((part, index) => {
        const Part = footerPartComponent(part.kind);
        if (!Part) {
          console.error(
            `Footer: unknown part kind "${String(part.kind)}" at parts[${index}]; known kinds: ${Object.keys(FOOTER_PARTS).join(', ')}. The part is not rendered.`,
          );
          return null;
        }
        return (
          <div className={`pf-part pf-part--${part.kind}`} data-part={part.kind} key={`${part.kind}-${index}`}>
            <Part part={part} env={env} />
          </div>
        );
      })}
    </Layout>
  );
}
