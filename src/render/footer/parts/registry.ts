/**
 * Footer part kind -> component (the Docusaurus ComponentTypes idea). Adding a kind to the
 * view model without a component here fails the type check, because the map is total.
 */
import type { ComponentType } from 'react';
import type { FooterPart, FooterPartKind } from '../../../engine/types/view-model.ts';
import type { FooterPartProps } from '../part-props.ts';
import { AppBannerPart } from './AppBannerPart.tsx';
import { CountryPickerPart } from './CountryPickerPart.tsx';
import { CreditsPart } from './CreditsPart.tsx';
import { DisclaimerPart } from './DisclaimerPart.tsx';
import { LegalPart } from './LegalPart.tsx';
import { LinksPart } from './LinksPart.tsx';
import { ReviewsPart } from './ReviewsPart.tsx';
import { SocialPart } from './SocialPart.tsx';
import { UsContactPart } from './UsContactPart.tsx';

type Registry = { [K in FooterPartKind]: ComponentType<FooterPartProps<Extract<FooterPart, { kind: K }>>> };

export const FOOTER_PARTS: Registry = {
  reviews: ReviewsPart,
  'us-contact': UsContactPart,
  links: LinksPart,
  'app-banner': AppBannerPart,
  social: SocialPart,
  legal: LegalPart,
  'country-picker': CountryPickerPart,
  credits: CreditsPart,
  disclaimer: DisclaimerPart,
};

/** The component for a kind, or undefined for a kind this renderer does not know. */
export function footerPartComponent(kind: string): ComponentType<FooterPartProps> | undefined {
  if (!Object.hasOwn(FOOTER_PARTS, kind)) return undefined;
  // The union-indexed lookup loses the kind/part pairing; the caller passes the matching part.
  return FOOTER_PARTS[kind as FooterPartKind] as ComponentType<FooterPartProps>;
}
