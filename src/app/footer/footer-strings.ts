/**
 * The footer's UI strings (the i18next `footer` namespace) ship with the footer's config
 * (tools/vite/portal-config-plugin.ts): added to the page's i18next before the footer renders.
 */
import type { i18n } from 'i18next';
import type { FooterModule } from 'virtual:portal-config';
import type { FooterConfig } from './footer-source.ts';

export const FOOTER_NAMESPACE = 'footer';

export function withFooterStrings(instance: i18n, language: string, footer: FooterModule): FooterConfig {
  if (!instance.hasResourceBundle(language, FOOTER_NAMESPACE)) instance.addResourceBundle(language, FOOTER_NAMESPACE, footer.strings);
  return footer.footers;
}
