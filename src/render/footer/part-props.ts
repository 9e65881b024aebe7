/**
 * What every footer part component receives: its own part of the view model plus the
 * page-wide values a few parts need (markets for the picker, handlers for client actions).
 */
import type { FooterPart, Market } from '../../engine/types/view-model.ts';
import type { DesignVersion } from '../blocks/design-version.ts';

export interface FooterEnvironment {
  markets: Market[];
  locale: string;
  designVersion: DesignVersion;
  year: number;
  onConsentSettings?: () => void;
  onSelectMarket?: (market: Market) => void;
}

export interface FooterPartProps<P extends FooterPart = FooterPart> {
  part: P;
  env: FooterEnvironment;
}
