import type { PagesFile } from '../../../src/engine/pages/config.ts';
import { comparablePath } from '../../../src/engine/pages/paths.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { misspeltDefinitions } from './misspelt-definitions.ts';

/** What a link leads to, for counting uses: a host, or a path of the portal (without its locale). */
export function linkTarget(href: string): { host: string } | { path: string } | null {
  const text = href.trim();
  if (/^(https?:)?\/\//i.test(text) || /^www\./i.test(text)) {
    try {
      return { host: new URL(/^www\./i.test(text) ? `https://${text}` : text.startsWith('//') ? `https:${text}` : text).host.toLowerCase() };
    } catch {
      return null;
    }
  }
  return text.startsWith('/') ? { path: comparablePath(text) } : null;
}

/** The paths a page declares: one for all locales, or one per language or locale (with its key). */
function declaredPagePaths(path: PagesFile['pages'][number]['path']): { written: string; at: string[] }[] {
  if (path === undefined) return [];
  return typeof path === 'string' ? [{ written: path, at: [] }] : Object.entries(path).map(([key, written]) => ({ written, at: [key] }));
}

/**
 * A host in config/links/hosts.yaml or a page path in config/pages/ misspelt where it is
 * declared leaves every link to it unresolved. When such a target is linked from two or more
 * places and the misspelt declaration is linked from none (misspelt-definitions.ts), the
 * declaration is the one finding; the links to the target it was meant to be are left out.
 *
 * @returns the findings at the declarations, and the targets whose link findings they explain
 */
export function misspeltLinkTargets(
  hrefs: string[],
  hosts: ConfigFileRecord,
  pages: ConfigFileRecord[],
): { problems: Problem[]; explained: (href: string) => boolean } {
  const hostUses = new Map<string, number>();
  const pathUses = new Map<string, number>();
  for (const href of hrefs) {
    const target = linkTarget(href);
    if (target && 'host' in target) hostUses.set(target.host, (hostUses.get(target.host) ?? 0) + 1);
    if (target && 'path' in target) pathUses.set(target.path, (pathUses.get(target.path) ?? 0) + 1);
  }
  const problems: Problem[] = [];
  const at = (record: ConfigFileRecord, path: (string | number)[], message: string) => {
    const pos = record.source.locate(path);
    problems.push({ file: record.file, line: pos.line, col: pos.col, code: 'MISSPELT_DEFINITION', message });
  };

  const declaredHosts = ((hosts.source.data as { external?: { host: string }[] }).external ?? []).map((h) => h.host.toLowerCase());
  const misspeltHosts = misspeltDefinitions(declaredHosts, hostUses);
  declaredHosts.forEach((host, i) => {
    const meant = misspeltHosts.get(host);
    if (meant !== undefined)
      at(
        hosts,
        ['external', i, 'host'],
        `host "${host}" is linked nowhere, while "${meant}" is linked ${hostUses.get(meant)} times and not declared: did you mean "${meant}"?`,
      );
  });

  const declaredPaths: { path: string; written: string; record: ConfigFileRecord; at: (string | number)[] }[] = pages.flatMap((record) =>
    (record.source.data as PagesFile).pages.flatMap((page, index) =>
      declaredPagePaths(page.path).map(({ written, at }) => ({ path: comparablePath(written), written, record, at: ['pages', index, 'path', ...at] })),
    ),
  );
  const misspeltPaths = misspeltDefinitions(new Set(declaredPaths.map((d) => d.path)), pathUses);
  for (const [path, meant] of misspeltPaths) {
    const declared = declaredPaths.find((d) => d.path === path)!;
    at(
      declared.record,
      declared.at,
      `page path "${declared.written}" is linked nowhere, while "${meant}" is linked ${pathUses.get(meant)} times and no page answers it: did you mean "${meant}"?`,
    );
  }

  const meantHosts = new Set(misspeltHosts.values());
  const meantPaths = new Set(misspeltPaths.values());
  return {
    problems,
    explained: (href) => {
      const target = linkTarget(href);
      return target !== null && ('host' in target ? meantHosts.has(target.host) : meantPaths.has(target.path));
    },
  };
}
