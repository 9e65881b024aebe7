import type { JsonPath } from '../../../src/engine/config/sources.ts';
import type { LocalesFile, MarketsFile, HeadFile } from '../../../src/engine/config/types.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';

/**
 * The locale list, the market list, the menus, the footers and the head sites must agree:
 * a locale without a menu or footer, or a market whose locale has no menu, is a finding.
 */
export function lintLocales(records: ConfigFileRecord[], configRoot: string): Problem[] {
  const problems: Problem[] = [];
  const find = (kind: ConfigFileRecord['kind']) => records.find((r) => r.kind === kind && r.valid);
  const localesRecord = find('locales');
  if (!localesRecord) return problems;
  const localesFile = localesRecord.source.data as LocalesFile;
  const codes = new Set(localesFile.locales.map((l) => l.code));
  const at = (record: ConfigFileRecord, path: JsonPath, code: string, message: string, key = false) => {
    const pos = record.source.locate(path, { key });
    problems.push({ file: record.file, line: pos.line, col: pos.col, code, message });
  };
  const known = (record: ConfigFileRecord, path: JsonPath, locale: string, what: string) => {
    if (!codes.has(locale)) at(record, path, 'LOCALE_MISMATCH', `${what} "${locale}" is not in config/markets/locales.yaml`);
  };
  known(localesRecord, ['defaultLocale'], localesFile.defaultLocale, 'default locale');
  known(localesRecord, ['menuFallback'], localesFile.menuFallback, 'menu fallback locale');

  const perLocale = (kind: 'menu' | 'footer') => {
    const found = new Map<string, ConfigFileRecord>();
    for (const record of records.filter((r) => r.kind === kind && r.valid)) {
      const locale = (record.source.data as { locale: string }).locale;
      const fileLocale = record.rel.split('/')[1]!.replace(/\.ya?ml$/, '');
      if (locale !== fileLocale) at(record, ['locale'], 'LOCALE_MISMATCH', `locale "${locale}" does not match the file name ${fileLocale}.yaml`);
      known(record, ['locale'], locale, `${kind} locale`);
      found.set(locale, record);
    }
    return found;
  };
  const menus = perLocale('menu');
  const footers = perLocale('footer');
  localesFile.locales.forEach((l, i) => {
    if (!menus.has(l.code) && !records.some((r) => r.kind === 'menu' && r.rel === `menus/${l.code}.yaml`)) {
      at(localesRecord, ['locales', i, 'code'], 'MISSING_MENU', `locale ${l.code} has no menu: create ${configRoot}/menus/${l.code}.yaml`);
    }
    if (!footers.has(l.code) && !records.some((r) => r.kind === 'footer' && r.rel === `footers/${l.code}.yaml`)) {
      at(localesRecord, ['locales', i, 'code'], 'MISSING_FOOTER', `locale ${l.code} has no footer: create ${configRoot}/footers/${l.code}.yaml`);
    }
  });

  const marketsRecord = find('markets');
  if (marketsRecord) {
    const markets = marketsRecord.source.data as MarketsFile;
    markets.markets.forEach((m, i) => {
      known(marketsRecord, ['markets', i, 'locale'], m.locale, 'market locale');
      if (codes.has(m.locale) && !menus.has(m.locale)) {
        at(marketsRecord, ['markets', i, 'locale'], 'LOCALE_MISMATCH', `market ${m.locale} has no menu in ${configRoot}/menus/`);
      }
    });
    markets.unifiedDomainLocales.forEach((l, i) => known(marketsRecord, ['unifiedDomainLocales', i], l, 'unified-domain locale'));
    const marketLocales = new Set(markets.markets.map((m) => m.locale));
    for (const [locale, record] of menus) {
      if (!marketLocales.has(locale)) at(record, ['locale'], 'LOCALE_MISMATCH', `menu locale ${locale} is not a market in ${configRoot}/markets/markets.yaml`);
    }
  }

  const headRecord = find('head');
  if (headRecord) {
    const sites = (headRecord.source.data as HeadFile).sites;
    for (const code of codes) if (!sites[code]) at(headRecord, ['sites'], 'MISSING_HEAD', `no site name and default title for locale ${code}`, true);
  }
  return problems;
}
