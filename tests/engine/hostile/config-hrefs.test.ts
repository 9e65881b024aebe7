import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { isUnsafeHref, localizeHref } from '../../../src/engine/format/href.ts';
import { validateConfig } from '../../../tools/config/validate.ts';
import { compiledConfig, repoRoot } from '../../support/config.ts';
import { hrefsIn, loadPersona, resolvePersona } from '../../support/personas.ts';
import { ENTITY_LINKS, SAFE_LINKS, UNSAFE_LINKS, isScriptable, protocolOf } from './vectors.ts';

/**
 * Hostile hrefs in config (menus, footers, header logos, redirects): `validate` rejects them
 * with their file and line, and the engine drops them at resolve as well, so config that
 * bypassed validation still makes no live link.
 */
const HOSTILE = [...UNSAFE_LINKS, ...ENTITY_LINKS];
const BASES = ['/de-de', '/en-gb/', '', 'de-de'];

describe('localizeHref (the final href of every configured link)', () => {
  it.each(HOSTILE)('drops %j', (href) => {
    for (const base of BASES) {
      expect(localizeHref(href, base)).toBeNull();
      expect(localizeHref(href, base, 'www.example.de')).toBeNull();
    }
    expect(isUnsafeHref(href)).toBe(true);
  });

  it.each(SAFE_LINKS)('keeps %j a link', (href) => {
    const final = localizeHref(href, '/de-de', 'www.example.de');
    expect(final).not.toBeNull();
    expect(isScriptable(final!)).toBe(false);
  });

  it.each([
    'javascript://%0aalert(1)',
    'JavaScript://www.example.de/%0aalert(1)',
    ' javascript://x%0aalert(1)',
    'data://text/html,x',
    'vbscript://x',
    'www.example.de/"><script>alert(1)</script>',
  ])('a {host} link stays a web address for the hostile host %j', (host) => {
    const final = localizeHref('{host}/de-de/konto/', '/de-de', host);
    expect(final === null || ['https:', 'http:'].includes(protocolOf(final) ?? '')).toBe(true);
  });
});

/** Puts `href` into every link-bearing place of a (copied) compiled config that resolve reads. */
function taint(config: CompiledConfig, href: string): void {
  for (const menu of Object.values(config.menus)) {
    const items = [...menu.nav.public, ...menu.nav.private, ...menu.nav.corporate, ...menu.actions.public, ...menu.actions.private, ...menu.account];
    const all = items.flatMap((item) => [item, ...(item.children ?? [])]);
    for (const item of all) if (item.href) item.href = item.href.map((c) => ({ ...c, value: href }));
  }
  for (const logo of config.headers.logos) logo.href = href;
  for (const redirect of config.redirects.list) redirect.href = href;
  for (const footer of Object.values(config.footers.content)) {
    for (const column of footer.columns ?? []) for (const link of column.links) link.href = href;
    for (const link of footer.legal?.links ?? []) link.href = href;
  }
}

describe('a compiled config that bypassed validate, with hostile hrefs in menus, logos, redirects and footer links', () => {
  const personas = ['anonymous-de', 'active-de', 'no-reference-iban-de', 'regflow-partner-alpha-de-de', 'active-gb'];
  let config: CompiledConfig;
  // One copy of the shipped config, re-tainted per case (copying it is the slow part).
  beforeAll(() => {
    config = structuredClone(compiledConfig());
  }, 60_000);

  it('reaches the view model with a harmless marker (so the cases below test something)', () => {
    taint(config, '/tainted-marker/');
    const paths = hrefsIn(resolvePersona(loadPersona('no-reference-iban-de'), config))
      .filter((found) => found.href === '/de-de/tainted-marker/')
      .map((found) => found.path.split(/[.[]/)[1]);
    expect(new Set(paths)).toEqual(new Set(['redirect', 'header', 'footer']));
    const logos = hrefsIn(resolvePersona(loadPersona('anonymous-de'), config)).filter((found) => found.path.startsWith('.header.logos'));
    expect(logos.map((found) => found.href)).toContain('/de-de/tainted-marker/');
  });

  it.each(HOSTILE.map((href) => [JSON.stringify(href), href] as const))('%s never reaches the view model', (_name, href) => {
    taint(config, href);
    for (const id of personas) {
      const vm = resolvePersona(loadPersona(id), config);
      const hrefs = hrefsIn(vm);
      expect(hrefs.length).toBeGreaterThan(0);
      for (const found of hrefs) {
        expect(found.href, `${id} ${found.path}`).not.toBe(href);
        expect(isUnsafeHref(found.href), `${id} ${found.path}: ${found.href}`).toBe(false);
        expect(isScriptable(found.href), `${id} ${found.path}: ${found.href}`).toBe(false);
      }
    }
  });
});

describe('validate rejects hostile hrefs and rich text in config', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-hostile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const schemaRef = (file: string, schema: string) => relative(join(file, '..'), join(repoRoot, 'schemas', schema)).replace(/\\/g, '/');
  const problemsFor = (file: string) =>
    validateConfig({ repoRoot, overlay: [file] }).problems.filter((p) => p.file === relative(repoRoot, file).replace(/\\/g, '/'));

  it('in a menu: every hostile href, plain or conditional, at its line', () => {
    const file = join(dir, 'menus', 'de-de.yaml');
    mkdirSync(join(dir, 'menus'), { recursive: true });
    const lines = [`# yaml-language-server: $schema=${schemaRef(file, 'menu.schema.json')}`, 'locale: de-de', 'nav:', '  public:'];
    const expected: number[] = [];
    HOSTILE.forEach((href, i) => {
      lines.push(`    - id: hostile-${i}`, '      type: basic', `      title: Hostile ${i}`);
      if (i % 2 === 0) {
        expected.push(lines.length + 1);
        lines.push(`      href: ${JSON.stringify(href)}`);
      } else {
        lines.push('      href:', '        - { when: new-dashboard, value: /dashboard/ }');
        expected.push(lines.length + 1);
        lines.push(`        - { value: ${JSON.stringify(href)} }`);
      }
    });
    writeFileSync(file, `${lines.join('\n')}\n`);
    const problems = problemsFor(file);
    const unsafe = problems.filter((p) => p.code === 'UNSAFE_HREF');
    expect(
      unsafe.map((p) => p.line),
      JSON.stringify(problems, null, 1),
    ).toEqual(expected);
  }, 30_000);

  it('in footers: credit links, image URLs and every kind of hostile rich text in the disclaimer', () => {
    mkdirSync(join(dir, 'footers'), { recursive: true });
    const original = readFileSync(join(repoRoot, 'config/footers/de-de.yaml'), 'utf8');
    const disclaimers = [
      '<script>alert(1)</script>',
      '<p onclick="alert(1)">x</p>',
      '<P ONMOUSEOVER=alert(1)>x</P>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<a href="java&#x09;script:alert(1)">x</a>',
      '<a href="java&Tab;script:alert(1)">x</a>',
      '<a href="data:text/html,x">x</a>',
      '<a href="vbscript:msgbox(1)">x</a>',
      '<iframe srcdoc="x"></iframe>',
      '<svg><a xlink:href="javascript:alert(1)">x</a></svg>',
      '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
    ];
    // One footer file per locale, validated together (validate reads all of config/ each run).
    const locales = ['de-de', 'de-at', 'de-ch', 'en-gb', 'en-ie', 'en-us', 'es-es', 'fi-fi', 'fr-fr', 'it-it', 'nl-nl', 'pl-pl'];
    const files = disclaimers.map((disclaimer, i) => {
      const file = join(dir, 'footers', `${locales[i]}.yaml`);
      const creditHref = `href: ${JSON.stringify(UNSAFE_LINKS[i % UNSAFE_LINKS.length])}`;
      const logoUrl = `url: ${JSON.stringify(ENTITY_LINKS[i % ENTITY_LINKS.length])}`;
      const text = original
        .replace(/^locale: de-de$/m, () => `locale: ${locales[i]}`)
        .replace(/^(\s+)href: https:\/\/www\.edb-banken\.de\/$/m, (_m, indent: string) => `${indent}${creditHref}`)
        .replace(/^(\s+)url: \/assets\/credits\/esf\.svg$/m, (_m, indent: string) => `${indent}${logoUrl}`)
        .replace(/^disclaimer: \|-\n/m, () => `disclaimer: |-\n  <p>Intro</p>\n  ${disclaimer}\n`)
        .replace(/^# yaml-language-server: \$schema=.*$/m, () => `# yaml-language-server: $schema=${schemaRef(file, 'footer.schema.json')}`);
      const lineOf = (needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
      writeFileSync(file, text);
      return { file, disclaimer, lines: { credit: lineOf(creditHref), logo: lineOf(logoUrl), disclaimer: lineOf(disclaimer) } };
    });
    const problems = validateConfig({ repoRoot, overlay: files.map((f) => f.file) }).problems;
    for (const { file, disclaimer, lines } of files) {
      expect(Object.values(lines).every((line) => line > 0)).toBe(true);
      const own = problems.filter((p) => p.file === relative(repoRoot, file).replace(/\\/g, '/'));
      expect(
        own.filter((p) => p.code === 'UNSAFE_HREF').map((p) => p.line),
        disclaimer,
      ).toEqual([lines.credit, lines.logo]);
      const html = own.filter((p) => p.code === 'UNSAFE_HTML');
      expect(html, disclaimer).toHaveLength(1);
      expect(html[0]!.line, disclaimer).toBe(lines.disclaimer);
    }
  }, 30_000);

  it('the shipped footers, menus and headers have none of these findings (no false alarm on real links)', () => {
    const problems = validateConfig({ repoRoot }).problems.filter((p) => p.code === 'UNSAFE_HREF' || p.code === 'UNSAFE_HTML');
    expect(problems).toEqual([]);
  }, 30_000);
});
