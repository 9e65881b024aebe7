/**
 * The app as an entry of its own, named in the HTML. The page's entry (src/app/boot/boot.ts) imports
 * the app once the page has painted; the app (src/app/boot/main.tsx) is built as a second entry, and
 * this puts into the HTML's head what the page needs to know about it:
 * - the app's stylesheets (its own and those of every module it imports statically, in the order
 *   Vite would load them): the page paints styled, and they are render-blocking as before;
 * - `<meta name="portal-app" content="<app> <module> …">`: the app's URL and the modules it
 *   imports statically, which boot.ts preloads side by side with it.
 * The prerendered pages share index.html, so they get the same.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { IndexHtmlTransformContext, Plugin } from 'vite';

export const APP_MODULE = 'src/app/boot/main.tsx';

/** The chunk's static imports, depth first, each once (the chunk itself not included). */
function staticImportsOf(chunk: OutputChunk, bundle: OutputBundle, seen = new Set<string>([chunk.fileName])): OutputChunk[] {
  const out: OutputChunk[] = [];
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type !== 'chunk' || seen.has(name)) continue;
    seen.add(name);
    out.push(...staticImportsOf(imported, bundle, seen), imported);
  }
  return out;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function appEntryPlugin(): Plugin {
  let base = '/';
  return {
    name: 'portal-app-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html: string, context: IndexHtmlTransformContext) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const app = Object.values(bundle).find(
          (output): output is OutputChunk => output.type === 'chunk' && output.isEntry && (output.facadeModuleId?.endsWith(`/${APP_MODULE}`) ?? false),
        );
        if (!app) throw new Error(`the client build has no entry chunk for ${APP_MODULE} (vite.config.ts: build input "app")`);
        const modules = staticImportsOf(app, bundle);
        const stylesheets: string[] = [];
        for (const chunk of [...modules, app]) for (const css of chunk.viteMetadata?.importedCss ?? []) if (!stylesheets.includes(css)) stylesheets.push(css);
        const links = stylesheets.map((css) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(`${base}${css}`)}">`).join('');
        const meta = `<meta name="portal-app" content="${escapeAttribute([app, ...modules].map((chunk) => `${base}${chunk.fileName}`).join(' '))}">`;
        return html.replace('</head>', `${meta}${links}</head>`);
      },
    },
  };
}
