/**
 * The config kinds: where each lives under config/ and which schema it follows. A file's
 * kind is told by the end of its path, so a file outside config/ (a test fixture, a draft)
 * can be validated as if it stood in its place.
 */
export type ConfigKind =
  | 'locales'
  | 'markets'
  | 'regions'
  | 'namedRules'
  | 'redirects'
  | 'pages'
  | 'linkHosts'
  | 'headers'
  | 'footerLayout'
  | 'footerSettings'
  | 'head'
  | 'contextSignals'
  | 'menu'
  | 'footer'
  | 'strings'
  | 'coverage'
  | 'ruleTests'
  | 'offerSelection'
  | 'flags';

interface KindEntry {
  kind: ConfigKind;
  /** Matches the path relative to the config root (forward slashes). */
  pattern: RegExp;
  schema: string;
}

export const CONFIG_KINDS: readonly KindEntry[] = [
  { kind: 'locales', pattern: /^markets\/locales\.yaml$/, schema: 'locales.schema.json' },
  { kind: 'markets', pattern: /^markets\/markets\.yaml$/, schema: 'markets.schema.json' },
  { kind: 'regions', pattern: /^markets\/regions\.yaml$/, schema: 'regions.schema.json' },
  { kind: 'namedRules', pattern: /^rules\/named\.yaml$/, schema: 'named-rules.schema.json' },
  { kind: 'redirects', pattern: /^rules\/redirects\.yaml$/, schema: 'redirects.schema.json' },
  { kind: 'linkHosts', pattern: /^links\/hosts\.yaml$/, schema: 'link-hosts.schema.json' },
  { kind: 'pages', pattern: /^pages\/[^/]+\.yaml$/, schema: 'pages.schema.json' },
  { kind: 'headers', pattern: /^headers\/headers\.yaml$/, schema: 'headers.schema.json' },
  { kind: 'footerLayout', pattern: /^footers\/layout\.yaml$/, schema: 'footer-layout.schema.json' },
  { kind: 'footerSettings', pattern: /^footers\/settings\.yaml$/, schema: 'footer-settings.schema.json' },
  { kind: 'head', pattern: /^head\/head\.yaml$/, schema: 'head.schema.json' },
  { kind: 'contextSignals', pattern: /^context\/signals\.yaml$/, schema: 'context-signals.schema.json' },
  { kind: 'menu', pattern: /^menus\/[^/]+\.yaml$/, schema: 'menu.schema.json' },
  { kind: 'footer', pattern: /^footers\/[^/]+\.yaml$/, schema: 'footer.schema.json' },
  { kind: 'strings', pattern: /^strings\/[^/]+\/[^/]+\.yaml$/, schema: 'strings.schema.json' },
  { kind: 'coverage', pattern: /^tests\/coverage\.yaml$/, schema: 'coverage.schema.json' },
  { kind: 'ruleTests', pattern: /^tests\/[^/]+\.yaml$/, schema: 'rule-tests.schema.json' },
  // Optional: without it, offer pages list no offers (src/engine/offers/select.ts).
  { kind: 'offerSelection', pattern: /^offers\/selection\.yaml$/, schema: 'offer-selection.schema.json' },
  // Feature flags in flagd's format (src/node/flags/ serves them; tools/config/lint/flags.ts checks them).
  { kind: 'flags', pattern: /^flags\/[^/]+\.yaml$/, schema: 'flags.schema.json' },
];

/** The kinds that exist once; each must be present. */
export const SINGLE_KINDS: readonly ConfigKind[] = [
  'locales',
  'markets',
  'regions',
  'namedRules',
  'redirects',
  'linkHosts',
  'headers',
  'footerLayout',
  'footerSettings',
  'head',
  'contextSignals',
];

/** The kind of the file at a path relative to the config root (menus/de-de.yaml), if any. */
export function kindOf(rel: string): ConfigKind | undefined {
  return CONFIG_KINDS.find((k) => k.pattern.test(rel))?.kind;
}

/** Where a kind that exists once lives, relative to the config root (rules/named.yaml). */
export function singleFilePath(kind: ConfigKind): string {
  return CONFIG_KINDS.find((k) => k.kind === kind)!.pattern.source.replace(/\\|\^|\$/g, '');
}

/** The config-relative path of a file: the shortest path suffix that names a known kind. */
export function configRelativePath(path: string): { rel: string; entry: KindEntry } | null {
  const segments = path.replace(/\\/g, '/').split('/');
  for (let take = 2; take <= 3 && take <= segments.length; take++) {
    const rel = segments.slice(-take).join('/');
    const entry = CONFIG_KINDS.find((k) => k.pattern.test(rel));
    if (entry) return { rel, entry };
  }
  return null;
}
