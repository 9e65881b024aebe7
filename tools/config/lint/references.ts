import { LANGUAGES } from '../../../src/engine/config/languages.ts';
import type { FooterSettingsFile, HeadersFile, MenuFile, RedirectsFile } from '../../../src/engine/config/types.ts';
import type { PagesFile } from '../../../src/engine/pages/config.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { anyBroken } from './known.ts';

/** Names one file uses that another file must define: page kinds, logo ids, action ids, badges. */
export function lintReferences(records: ConfigFileRecord[]): Problem[] {
  const problems: Problem[] = [];
  const find = (kind: ConfigFileRecord['kind']) => records.find((r) => r.kind === kind && r.valid);
  const push = (record: ConfigFileRecord, path: (string | number)[], code: string, message: string) => {
    const at = record.source.locate(path);
    problems.push({ file: record.file, line: at.line, col: at.col, code, message });
  };

  const redirects = find('redirects');
  const pageFiles = records.filter((r) => r.kind === 'pages');
  // A page file that did not load may declare the kind: say nothing rather than a consequence.
  if (redirects && pageFiles.length > 0 && pageFiles.every((r) => r.valid)) {
    const kinds = new Set(pageFiles.flatMap((r) => (r.source.data as PagesFile).pages.map((p) => p.kind)));
    (redirects.source.data as RedirectsFile).neverOn.forEach((kind, i) => {
      if (!kinds.has(kind))
        push(redirects, ['neverOn', i], 'UNKNOWN_PAGE_KIND', `no page in config/pages/ has kind "${kind}" (known: ${[...kinds].sort().join(', ')})`);
    });
  }

  const headers = find('headers');
  if (headers) {
    const data = headers.source.data as HeadersFile;
    const logoIds = new Set(data.logos.map((l) => l.id));
    const actionIds = new Set(
      records
        .filter((r) => r.kind === 'menu' && r.valid)
        .flatMap((r) => {
          const menu = r.source.data as MenuFile;
          return [...(menu.actions?.public ?? []), ...(menu.actions?.private ?? [])].map((a) => a.id);
        }),
    );
    data.variants.forEach((variant, i) => {
      (variant.logos ?? []).forEach((id, j) => {
        if (!logoIds.has(id)) push(headers, ['variants', i, 'logos', j], 'UNKNOWN_ID', `no logo with id "${id}" in logos`);
      });
      // A broken menu may define the action: its own finding comes first.
      if (Array.isArray(variant.actions) && !anyBroken(records, 'menu')) {
        variant.actions.forEach((id, j) => {
          if (!actionIds.has(id)) push(headers, ['variants', i, 'actions', j], 'UNKNOWN_ID', `no menu defines an action with id "${id}"`);
        });
      }
    });
    if (!data.variants.some((v) => v.when === undefined)) {
      push(headers, ['variants'], 'NO_DEFAULT', 'the last variant should have no rule, so every page gets a header');
    }
  }

  const settings = find('footerSettings');
  if (settings) {
    const badges = (settings.source.data as FooterSettingsFile).badges;
    for (const language of LANGUAGES) {
      if (!badges[language]) push(settings, ['badges'], 'MISSING_BADGE', `no app store badges for language ${language}`);
    }
  }
  return problems;
}
