/** The config modules of tools/vite/portal-config-plugin.ts: config/ validated and compiled at build time. */
declare module 'virtual:portal-config' {
  import type { LocaleSettings } from './routes/locale.ts';
  import type { PageBody } from '../engine/pages/compiled.ts';
  import type { CompiledConfig } from '../engine/config/compiled.ts';
  import type { StringResources } from '../engine/config/languages.ts';
  import type { CustomerConfigPart } from '../engine/config/customer-part.ts';
  /** The page locales and the default: enough to route before a locale's config is loaded. */
  export const locales: LocaleSettings;
  /** One locale's compiled config and its language's UI strings, a chunk of its own. */
  export function loadLocale(code: string): Promise<LocaleModule>;
  export interface FooterModule {
    footers: CompiledConfig['footers'];
    strings: Readonly<Record<string, string>>;
  }
  export interface LocaleModule {
    /** The locale's config; its pages are `deferred`: their bodies come from loadBody. */
    config: CompiledConfig;
    strings: StringResources;
    /** The footer's config and its UI strings (the `footer` namespace), a chunk of their own. */
    loadFooter(): Promise<FooterModule>;
    /** What of the config only a customer's view reads (the customer data loads it), a chunk of its own. */
    loadCustomerPart(): Promise<CustomerConfigPart>;
    /** One page's body (intro, head, blocks), a chunk of its own, found through the page table (a chunk too). */
    loadBody(id: string): Promise<PageBody>;
    /** Loads the page table ahead of a navigation (app/routes/warm-page-table.ts). */
    prefetchPageTable(): Promise<unknown>;
  }
}

declare module 'virtual:portal-config/all' {
  import type { CompiledConfig } from '../engine/config/compiled.ts';
  import type { StringResources } from '../engine/config/languages.ts';
  /** Every locale (Storybook): the portal itself loads one locale at a time. */
  export const config: CompiledConfig;
  export const strings: StringResources;
}
