import type { JsonPath } from '../../../src/engine/config/sources.ts';
import type { LocalesFile, MarketsFile, HeadFile } from '../../../src/engine/config/types.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { exists, fileLocale, validFile } from './known.ts';
import { misspeltDefinitions } from './misspelt-definitions.ts';

/**
 * The locale list, the market list, the menus, the footers and the head sites must agree:
 * a locale without a menu or footer, or a market whose locale has no menu, is a finding.
 * A menu or footer is there when its file is there (menus/de-de.yaml), even if it is broken:
 * its own finding says what is wrong with it. Each disagreement is reported once, in the
 * file that is out of line: a mistyped `locale:` field in its menu, a mistyped code in
 * locales.yaml (when the old code is still used everywhere) at that code.
 */
export function lintLocales(records: ConfigFileRecord[], configRoot: string): Problem[] {
  const problems: Problem[] = [];
  const localesRecord = validFile(records, 'locales');
  if (!localesRecord) return problems;
  const localesFile = localesRecord.source.data as LocalesFile;
  const at = (record: ConfigFileRecord, path: JsonPath, code: string, message: string, key = false) => {
    const pos = record.source.locate(path, { key });
    problems.push({ file: record.file, line: pos.line, col: pos.col, code, message });
  };
  const marketsRecord = validFile(records, 'markets');
  const markets = marketsRecord?.source.data as MarketsFile | undefined;
  const headRecord = validFile(records, 'head');
  const perLocaleFiles = records.filter((r) => r.kind === 'menu' || r.kind === 'footer');

  const uses = localeUses(localesFile, perLocaleFiles, markets, headRecord?.source.data as HeadFile | undefined);
  const misspelt = misspeltDefinitions(
    localesFile.locales.map((l) => l.code),
    new Map([...uses].map(([code, where]) => [code, where.length])),
  );
  // Past a misspelt code, every check runs as if it were fixed: the old code is known.
  const codes = new Set(localesFile.locales.map((l) => misspelt.get(l.code) ?? l.code));
  localesFile.locales.forEach((l, i) => {
    const meant = misspelt.get(l.code);
    if (meant === undefined) return;
    const where = uses.get(meant)!;
    at(
      localesRecord,
      ['locales', i, 'code'],
      'MISSPELT_DEFINITION',
      `locale "${l.code}" is used nowhere, while "${meant}" is used in ${where.length} places (${where.slice(0, 3).join(', ')}${where.length > 3 ? ', …' : ''}) and is not a locale: did you mean "${meant}"?`,
    );
  });
  const known = (record: ConfigFileRecord, path: JsonPath, locale: string, what: string) => {
    if (codes.has(locale)) return true;
    at(record, path, 'LOCALE_MISMATCH', `${what} "${locale}" is not in config/markets/locales.yaml`);
    return false;
  };
  known(localesRecord, ['defaultLocale'], localesFile.defaultLocale, 'default locale');
  known(localesRecord, ['menuFallback'], localesFile.menuFallback, 'menu fallback locale');

  // A menu or footer stands for the locale its file is named after; its `locale:` field must agree.
  const consistent = new Map<ConfigFileRecord, string>();
  for (const record of perLocaleFiles.filter((r) => r.valid)) {
    const locale = (record.source.data as { locale: string }).locale;
    const named = fileLocale(record);
    if (locale !== named) at(record, ['locale'], 'LOCALE_MISMATCH', `locale "${locale}" does not match the file name ${named}.yaml`);
    else if (known(record, ['locale'], locale, `${record.kind} locale`)) consistent.set(record, locale);
  }
  localesFile.locales.forEach((l, i) => {
    const code = misspelt.get(l.code) ?? l.code;
    if (!exists(records, `menus/${code}.yaml`))
      at(localesRecord, ['locales', i, 'code'], 'MISSING_MENU', `locale ${code} has no menu: create ${configRoot}/menus/${code}.yaml`);
    if (!exists(records, `footers/${code}.yaml`))
      at(localesRecord, ['locales', i, 'code'], 'MISSING_FOOTER', `locale ${code} has no footer: create ${configRoot}/footers/${code}.yaml`);
  });

  if (marketsRecord && markets) {
    let marketsAgree = true;
    markets.markets.forEach((m, i) => {
      if (!known(marketsRecord, ['markets', i, 'locale'], m.locale, 'market locale')) marketsAgree = false;
      else if (!exists(records, `menus/${m.locale}.yaml`)) {
        at(marketsRecord, ['markets', i, 'locale'], 'LOCALE_MISMATCH', `market ${m.locale} has no menu in ${configRoot}/menus/`);
      }
    });
    markets.unifiedDomainLocales.forEach((l, i) => {
      known(marketsRecord, ['unifiedDomainLocales', i], l, 'unified-domain locale');
    });
    // A market with a mistyped locale has already been reported; the menu it was meant for is not out of line.
    if (marketsAgree) {
      const marketLocales = new Set(markets.markets.map((m) => m.locale));
      for (const [record, locale] of consistent) {
        if (record.kind === 'menu' && !marketLocales.has(locale))
          at(record, ['locale'], 'LOCALE_MISMATCH', `menu locale ${locale} is not a market in ${configRoot}/markets/markets.yaml`);
      }
    }
  }

  if (headRecord) {
    const sites = (headRecord.source.data as HeadFile).sites;
    for (const code of codes) if (!sites[code]) at(headRecord, ['sites'], 'MISSING_HEAD', `no site name and default title for locale ${code}`, true);
  }
  return problems;
}

/** Every place a locale code is used outside locales.yaml, by code (for misspelt codes there). */
function localeUses(
  localesFile: LocalesFile,
  perLocaleFiles: ConfigFileRecord[],
  markets: MarketsFile | undefined,
  head: HeadFile | undefined,
): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  const use = (code: string, where: string) => (uses.get(code) ?? uses.set(code, []).get(code)!).push(where);
  use(localesFile.defaultLocale, 'defaultLocale');
  use(localesFile.menuFallback, 'menuFallback');
  for (const record of perLocaleFiles) use(fileLocale(record), record.rel);
  for (const m of markets?.markets ?? []) use(m.locale, 'markets.yaml');
  for (const code of markets?.unifiedDomainLocales ?? []) use(code, 'markets.yaml');
  for (const code of Object.keys(head?.sites ?? {})) use(code, 'head.yaml');
  return uses;
}
