/**
 * The JS and CSS a page's first load needs: what its HTML references (scripts, stylesheets,
 * preloads) plus, for ES modules, their static import graph. Chunks reached only through
 * `import()` load on demand and are not part of it, unless the HTML preloads them.
 */
import { htmlReferences, type AssetKind } from './html-references.ts';
import { staticImports } from './static-imports.ts';

export interface FirstLoadAsset {
  /** Path on the page's origin, e.g. `/assets/index-AbCd.js`. */
  path: string;
  kind: AssetKind;
  /** Why it loads: `script`, `stylesheet`, `modulepreload`, `preload` or `import from <path>`. */
  via: string;
  /** The bytes as served (uncompressed). */
  body: Buffer;
}

/** Fetches one asset of the page's origin by path; rejects with a message naming the path. */
export type FetchAsset = (path: string) => Promise<Buffer>;

export class FirstLoadError extends Error {
  override name = 'FirstLoadError';
}

interface Pending {
  path: string;
  kind: AssetKind;
  via: string;
  module: boolean;
}

/** Resolves an import specifier found in `importer` to a path on the page's origin. */
function resolveImport(specifier: string, importer: string, origin: string): { path: string } | { external: string } {
  if (!/^(\.{0,2}\/|[a-z][a-z0-9+.-]*:)/i.test(specifier)) {
    throw new FirstLoadError(`${importer} imports the bare specifier "${specifier}", which a browser cannot load without an import map`);
  }
  const url = new URL(specifier, `${origin}${importer}`);
  if (url.origin !== origin) return { external: url.href };
  return { path: decodeURIComponent(url.pathname) };
}

export async function firstLoadAssets(html: string, pageUrl: string, fetchAsset: FetchAsset): Promise<{ assets: FirstLoadAsset[]; external: string[] }> {
  const origin = new URL(pageUrl).origin;
  const { references, external } = htmlReferences(html, pageUrl);
  const queue: Pending[] = references.map((reference) => ({ ...reference }));
  const queued = new Set(queue.map((entry) => entry.path));
  const assets: FirstLoadAsset[] = [];

  for (let next = queue.shift(); next; next = queue.shift()) {
    const body = await fetchAsset(next.path);
    assets.push({ path: next.path, kind: next.kind, via: next.via, body });
    if (next.kind !== 'js' || !next.module) continue;
    for (const specifier of staticImports(body.toString('utf8'), next.path)) {
      const target = resolveImport(specifier, next.path, origin);
      if ('external' in target) {
        if (!external.includes(target.external)) external.push(target.external);
        continue;
      }
      if (queued.has(target.path)) continue;
      queued.add(target.path);
      // A CSS module script (`import sheet from './x.css' with { type: 'css' }`) is a stylesheet.
      const isCss = /\.css$/i.test(target.path);
      queue.push({ path: target.path, kind: isCss ? 'css' : 'js', via: `import from ${next.path}`, module: !isCss });
    }
  }
  return { assets, external };
}
