export { Footer, type FooterProps } from './Footer.tsx';
export { FOOTER_LAYOUTS, type FooterLayoutProps } from './FooterLayout.tsx';
export { FooterLink, CONSENT_SETTINGS_CALLBACK, type FooterLinkProps } from './FooterLink.tsx';
export { FOOTER_PARTS, footerPartComponent } from './parts/registry.ts';
export type { FooterEnvironment, FooterPartProps } from './part-props.ts';
