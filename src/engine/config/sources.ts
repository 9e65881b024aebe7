import type { StringResources } from './languages.ts';
import type {
  FooterFile,
  FooterLayoutFile,
  FooterSettingsFile,
  HeadFile,
  HeadersFile,
  LocalesFile,
  MarketsFile,
  MenuFile,
  NamedRulesFile,
  RedirectsFile,
  RegionsFile,
} from './types.ts';
import type { PagesFile } from '../pages/config.ts';
import type { ContextSignalsFile } from '../context/signals.ts';
import type { FlagdFlagSet } from '../flags/flagd-format.ts';

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
  headers: Loaded<HeadersFile>;
  footerLayout: Loaded<FooterLayoutFile>;
  footerSettings: Loaded<FooterSettingsFile>;
  head: Loaded<HeadFile>;
  contextSignals: Loaded<ContextSignalsFile>;
  menus: Record<string, Loaded<MenuFile>>;
  footers: Record<string, Loaded<FooterFile>>;
  /** Every page file (config/pages/*.yaml), in file name order. */
  pages: Loaded<PagesFile>[];
  strings: StringResources;
  /** The flag definitions (config/flags/*.yaml); absent in a config without them. */
  flags?: Loaded<FlagdFlagSet>[];
}
