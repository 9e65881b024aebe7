/**
 * The footer's UI strings (the `footer` namespace) ship with the footer's config
 * (tools/vite/portal-config-plugin.ts): added to the page's strings before the footer renders.
 */
import type { FooterModule } from 'virtual:portal-config';
import type { UiStrings } from '../../../render/i18n/ui-strings.ts';
import type { FooterConfig } from './footer-source.ts';

export const FOOTER_NAMESPACE = 'footer';

export function withFooterStrings(strings: UiStrings, footer: FooterModule): FooterConfig {
  if (!strings.has(FOOTER_NAMESPACE)) strings.add(FOOTER_NAMESPACE, footer.strings);
  return footer.footers;
}
