/**
 * The types of `virtual:portal-config` (tools/vite/portal-config-plugin.ts writes the module; tsconfig.json's
 * `paths` sends the type checker here). Declarations only: the build never reads this file.
 */
import type { LocaleSettings } from '../routes/locale.ts';
import type { ConfigSource, FooterData } from '../../contract/build-and-browser.ts';
import type { LocaleModule as LoadedLocale } from './locale-loader.ts';

/** The page locales and the default: enough to route before a locale's config is loaded. */
export declare const locales: LocaleSettings;
/** One locale's compiled config and its language's UI strings (app/config/locale-loader.ts). */
export declare function loadLocale(code: string): Promise<LocaleModule>;
export type FooterModule = FooterData;
export type LocaleModule = LoadedLocale;
/**
 * Where the build folder's config modules are (tools/prerender/ sets it). Exported by the
 * prerender entry's module only: the browser's has no such export, so only src/app/boot/prerender/ imports it.
 */
export declare function setConfigSource(source: ConfigSource): void;
/** The instant the build resolved at, as its routes.json says (the prerender entry's module only). */
export declare const builtAt: string;
