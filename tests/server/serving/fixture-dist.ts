/**
 * A small build directory with everything the serving rules distinguish: the app shell,
 * prerendered pages, a locale's 404 page and one without, hashed and unhashed assets, a file
 * too small to compress, routes.json. finishBuild (the build's real last step) then adds the
 * precompressed variants, immutable.json and nginx-build.conf.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { finishBuild } from '../../../tools/serving/finish-build.ts';

const filler = (label: string) => Array.from({ length: 60 }, (_, i) => `<p>${label} paragraph ${i}: deposits, interest and terms.</p>`).join('\n');
const page = (title: string) =>
  `<!doctype html>\n<html lang="de"><head><meta charset="utf-8"><title>${title}</title><script type="module" src="/assets/index-AbCd12_-.js"></script></head>\n<body><div id="root">${filler(title)}</div></body></html>\n`;

export const FIXTURE = {
  shell: page('app shell'),
  home: page('home de-de'),
  guarantee: page('deposit guarantee de-de'),
  notFound: page('not found de-de'),
  js: `export const portal = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"item ${i}"}`).join(',')}];\n`,
  css: `${Array.from({ length: 200 }, (_, i) => `.c${i}{color:#123456;margin:${i}px}`).join('\n')}\n`,
  /** Copied from public/: its name looks hashed ("store-nl") but it is not. */
  badge: `<svg xmlns="http://www.w3.org/2000/svg" width="135" height="40">${'<rect width="135" height="40"/>'.repeat(20)}</svg>\n`,
  robots: 'User-agent: *\n',
  sitemap: `<?xml version="1.0"?><urlset>${'<url><loc>https://www.example.com/de-de/</loc></url>'.repeat(30)}</urlset>\n`,
  routes: {
    defaultLocale: 'de-de',
    locales: ['de-de', 'en-gb'],
    siteHosts: { 'www.example.co.uk': 'en-gb' },
    pages: [
      { id: 'home', locale: 'de-de', path: '/de-de/', match: 'exact', audience: 'public' },
      { id: 'deposit-guarantee', locale: 'de-de', path: '/de-de/deposit-guarantee/', match: 'exact', audience: 'public' },
      { id: 'dashboard', locale: 'de-de', path: '/de-de/dashboard/', match: 'prefix', audience: 'customer' },
      { id: 'home', locale: 'en-gb', path: '/en-gb/', match: 'exact', audience: 'public' },
      { id: 'login', locale: 'en-gb', path: '/en-gb/login/', match: 'exact', audience: 'public' },
    ],
  },
} as const;

export const JS_PATH = '/assets/index-AbCd12_-.js';
export const CSS_PATH = '/assets/index-XyZ98765.css';
export const BADGE_PATH = '/assets/badges/app-store-nl.svg';

/** Writes the fixture build into `dir` and finishes it as `npm run build` does. */
export async function writeFixtureDist(dir: string): Promise<void> {
  const files: Record<string, string> = {
    'index.html': FIXTURE.shell,
    'de-de/index.html': FIXTURE.home,
    'de-de/deposit-guarantee/index.html': FIXTURE.guarantee,
    'de-de/404.html': FIXTURE.notFound,
    'de-de/sitemap.xml': FIXTURE.sitemap,
    [JS_PATH.slice(1)]: FIXTURE.js,
    [CSS_PATH.slice(1)]: FIXTURE.css,
    [BADGE_PATH.slice(1)]: FIXTURE.badge,
    'robots.txt': FIXTURE.robots,
    'routes.json': JSON.stringify(FIXTURE.routes),
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await writeFile(join(dir, file), content);
  }
  await finishBuild(dir, { emitted: ['index.html', JS_PATH.slice(1), CSS_PATH.slice(1)] });
}
