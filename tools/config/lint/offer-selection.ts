import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { closestName } from '../../../src/node/closest-name.ts';
import { anyBroken, validFile, validFiles } from './known.ts';

interface SelectionPage {
  page?: unknown;
}

/**
 * config/offers/selection.yaml names offer pages by their id in config/pages: each must exist
 * (a typo would leave the page without offers, silently) and have one entry only.
 */
export function lintOfferSelection(records: ConfigFileRecord[]): Problem[] {
  const selection = validFile(records, 'offerSelection');
  if (!selection) return [];
  // While a page file is broken, the page named may be in it.
  const pagesKnown = !anyBroken(records, 'pages');
  const pageIds = new Set(
    validFiles(records, 'pages')
      .flatMap((r) => ((r.source.data as { pages?: { id?: unknown }[] }).pages ?? []).map((p) => p.id))
      .filter((id): id is string => typeof id === 'string'),
  );
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  const entries = (selection.source.data as { pages?: SelectionPage[] }).pages ?? [];
  entries.forEach((entry, i) => {
    if (typeof entry.page !== 'string') return;
    const at = selection.source.locate(['pages', i, 'page']);
    const earlier = seen.get(entry.page);
    if (earlier !== undefined) {
      problems.push({
        file: selection.file,
        line: at.line,
        col: at.col,
        code: 'DUPLICATE_ID',
        message: `page "${entry.page}" already has its offers selected on line ${selection.source.locate(['pages', earlier, 'page']).line}`,
      });
    }
    seen.set(entry.page, i);
    if (pagesKnown && !pageIds.has(entry.page)) {
      const best = closestName(entry.page, pageIds, (n) => Math.max(2, Math.floor(n / 4)));
      problems.push({
        file: selection.file,
        line: at.line,
        col: at.col,
        code: 'UNKNOWN_PAGE',
        message: `no page in config/pages/ has id "${entry.page}"${best === null ? '' : ` (did you mean "${best}"?)`}`,
      });
    }
  });
  return problems;
}
