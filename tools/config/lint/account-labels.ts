/**
 * An entry of the account (avatar) menu is named as the page it opens: the customer who picks
 * "Kontosicherheit" lands on a page headed "Kontosicherheit", not on one headed otherwise (the
 * menu said "Login & Sicherheit"). For every menu file's `account` entries with a link to a page
 * of config/pages/, the entry's title must be that page's title in the menu's locale (its own
 * text, else its language's, as the page shows it). A finding at the entry's title names the
 * page, its title and where that is written, so either side can be changed.
 */
import type { JsonPath } from '../../../src/engine/config/sources.ts';
import type { LocalesFile, MenuFile, MenuItemConfig } from '../../../src/engine/config/types.ts';
import { localizeHref } from '../../../src/engine/format/href.ts';
import { pageRoutes } from '../../../src/engine/pages/compile.ts';
import type { PagesFile } from '../../../src/engine/pages/config.ts';
import { findPage } from '../../../src/engine/pages/find.ts';
import { localizedKey } from '../../../src/engine/pages/localized.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';

export const ACCOUNT_LABEL_MISMATCH = 'ACCOUNT_LABEL_MISMATCH';

/** The links an entry may lead to: its href, or each case of a conditional href. */
function hrefsOf(item: MenuItemConfig): string[] {
  const href = item.href as unknown;
  if (typeof href === 'string') return [href];
  if (Array.isArray(href)) return href.flatMap((c: unknown) => (typeof (c as { value?: unknown })?.value === 'string' ? [(c as { value: string }).value] : []));
  return [];
}

export function lintAccountLabels(records: ConfigFileRecord[]): Problem[] {
  const localesRecord = records.find((r) => r.kind === 'locales' && r.valid);
  const pageRecords = records.filter((r) => r.kind === 'pages');
  // Without the whole page table the pages' own findings say what is wrong.
  if (!localesRecord || pageRecords.length === 0 || pageRecords.some((r) => !r.valid)) return [];
  const locales = (localesRecord.source.data as LocalesFile).locales;
  const routes = pageRoutes(
    pageRecords.map((r) => ({ data: r.source.data as PagesFile })),
    locales,
  );
  // Where each page is declared (ids are unique: lint/ids.ts).
  const declared = new Map<string, { record: ConfigFileRecord; index: number; title: PagesFile['pages'][number]['title'] }>();
  for (const record of pageRecords) {
    (record.source.data as PagesFile).pages.forEach((page, index) => {
      declared.set(page.id, { record, index, title: page.title });
    });
  }

  const problems: Problem[] = [];
  for (const record of records) {
    if (record.kind !== 'menu' || !record.valid) continue;
    const menu = record.source.data as MenuFile;
    const locale = locales.find((l) => l.code === menu.locale);
    if (!locale) continue; // the locales check reports a menu of an unknown locale
    (menu.account ?? []).forEach((item, index) => {
      for (const href of hrefsOf(item)) {
        const target = localizeHref(href, `/${locale.code}`);
        const route = target === null ? null : findPage(routes, locale.code, target);
        const page = route && !route.notFound ? declared.get(route.id) : undefined;
        if (!page) continue; // no page (lint/links.ts says so) or an outside link
        const key = typeof page.title === 'string' ? null : localizedKey(page.title, locale.code, locale.language);
        const title = typeof page.title === 'string' ? page.title : key === undefined || key === null ? undefined : page.title[key];
        if (title === undefined || title.trim() === item.title.trim()) continue;
        const titlePath: JsonPath = ['pages', page.index, 'title', ...(key ? [key] : [])];
        const where = page.record.source.locate(titlePath);
        const at = record.source.locate(['account', index, 'title']);
        problems.push({
          file: record.file,
          line: at.line,
          col: at.col,
          code: ACCOUNT_LABEL_MISMATCH,
          message: `account menu entry "${item.id}" reads "${item.title}" but the page it opens (${route?.path}, page "${route?.id}") is titled "${title}" in ${locale.code} (${page.record.file}:${where.line}:${where.col}): name the entry as its page, or retitle the page`,
        });
        break;
      }
    });
  }
  return problems;
}
