/**
 * What an HTML page makes the browser fetch before the app can run: its scripts, its
 * stylesheets and what it preloads (modulepreload, or preload as script/style), and the app the
 * portal's entry script imports once the page has painted, which the HTML names in
 * `<meta name="portal-app" content="<app> <module> …">` (src/app/boot/boot.ts). Images, icons and
 * prefetches are left out: they do not hold up the first render's code.
 */
import { Parser } from 'htmlparser2';

export type AssetKind = 'js' | 'css';

export interface HtmlReference {
  /** Path on the page's origin, e.g. `/assets/index-AbCd.js` (query and hash dropped). */
  path: string;
  kind: AssetKind;
  /** How the HTML asks for it: `script`, `stylesheet`, `modulepreload`, `preload`, `portal-app`. */
  via: string;
  /** An ES module (module script or modulepreload): its static imports load with it. */
  module: boolean;
}

function relTokens(rel: string | undefined): string[] {
  return (rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The same-origin JS and CSS the HTML references, in document order, each once. `pageUrl`
 * resolves relative references (`./assets/x.js` on /de-de/ is /de-de/assets/x.js); references
 * to other origins are returned in `external` since they are not part of the build.
 */
export function htmlReferences(html: string, pageUrl: string): { references: HtmlReference[]; external: string[] } {
  const page = new URL(pageUrl);
  const references: HtmlReference[] = [];
  const external: string[] = [];
  const seen = new Set<string>();
  let base = page;

  const add = (href: string | undefined, kind: AssetKind, via: string, module = false) => {
    if (!href?.trim()) return;
    let url: URL;
    try {
      url = new URL(href.trim(), base);
    } catch {
      return; // an unparsable reference loads nothing
    }
    if (url.origin !== page.origin) {
      external.push(url.href);
      return;
    }
    const path = decodeURIComponent(url.pathname);
    if (seen.has(path)) return;
    seen.add(path);
    references.push({ path, kind, via, module });
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'base' && attributes.href) {
          try {
            base = new URL(attributes.href, page);
          } catch {
            // keep the page URL as base
          }
        } else if (name === 'script' && attributes.src !== undefined) {
          add(attributes.src, 'js', 'script', (attributes.type ?? '').trim().toLowerCase() === 'module');
        } else if (name === 'meta' && (attributes.name ?? '').toLowerCase() === 'portal-app') {
          for (const href of (attributes.content ?? '').split(/\s+/)) add(href, 'js', 'portal-app', true);
        } else if (name === 'link') {
          const rel = relTokens(attributes.rel);
          const as = (attributes.as ?? '').toLowerCase();
          if (rel.includes('stylesheet')) add(attributes.href, 'css', 'stylesheet');
          else if (rel.includes('modulepreload')) add(attributes.href, 'js', 'modulepreload', true);
          else if (rel.includes('preload') && as === 'script') add(attributes.href, 'js', 'preload');
          else if (rel.includes('preload') && as === 'style') add(attributes.href, 'css', 'preload');
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { references, external };
}
