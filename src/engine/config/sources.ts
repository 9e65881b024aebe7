import type { StringResources } from './languages.ts';
import type {
  FooterFile, FooterLayoutFile, FooterSettingsFile, HeadFile, HeadersFile, LocalesFile, MarketsFile,
  MenuFile, NamedRulesFile, PageKindsFile, RedirectsFile, RegionsFile,
} from './types.ts';

export type JsonPath = readonly (string | number)[];

/** One loaded config file: its data and, when loaded from disk, where each value stands. */
export interface Loaded<T> {
  file: string;
  data: T;
  locate?: (path: JsonPath) => { line: number; col: number } | null;
}

/** Every config file, parsed and schema-valid, before compilation. */
export interface ConfigSources {
  locales: Loaded<LocalesFile>;
  markets: Loaded<MarketsFile>;
  regions: Loaded<RegionsFile>;
  namedRules: Loaded<NamedRulesFile>;
  redirects: Loaded<RedirectsFile>;
  pageKinds: Loaded<PageKindsFile>;
  headers: Loaded<HeadersFile>;
  footerLayout: Loaded<FooterLayoutFile>;
  footerSettings: Loaded<FooterSettingsFile>;
  head: Loaded<HeadFile>;
  menus: Record<string, Loaded<MenuFile>>;
  footers: Record<string, Loaded<FooterFile>>;
  strings: StringResources;
}
