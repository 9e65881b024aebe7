import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evalCallsIn, shippedScripts } from './eval-scan.ts';
import { REPO_ROOT } from './support/portal.ts';

/**
 * DESIGN.md: config is validated and compiled at build time, so the browser never ships
 * ajv or the YAML parser; rich text arrives parsed, so it ships no HTML parser either.
 * Each marker below is a string only that library contains (checked in the first test).
 */
const FORBIDDEN = [
  { library: 'ajv', marker: 'must NOT have additional properties', source: 'node_modules/ajv/dist/vocabularies/applicator/additionalProperties.js' },
  { library: 'yaml', marker: 'YAMLParseError', source: 'node_modules/yaml/dist/errors.js' },
  { library: 'htmlparser2', marker: 'onopentagname', source: 'node_modules/htmlparser2/dist/esm/Parser.js' },
];

/** The build under test: PORTAL_DIST names another build directory, as for the other browser tests. */
const DIST = process.env.PORTAL_DIST ? resolve(process.env.PORTAL_DIST) : join(REPO_ROOT, 'dist');

describe(`the browser bundle (${DIST})`, () => {
  let scripts: { file: string; source: string }[] = [];
  let bundle = '';
  beforeAll(() => {
    scripts = shippedScripts(DIST);
    bundle = scripts.map((s) => s.source).join('\n');
  });

  it('is the built portal (the markers would be found if the libraries were in it)', () => {
    expect(scripts.some((s) => s.file.startsWith('assets/'))).toBe(true);
    expect(bundle.length).toBeGreaterThan(10_000);
    for (const { marker, source } of FORBIDDEN) expect(readFileSync(join(REPO_ROOT, source), 'utf8')).toContain(marker);
  });

  it.each(FORBIDDEN)('does not contain $library', ({ marker }) => {
    expect(bundle.includes(marker)).toBe(false);
  });

  // The CSP has no 'unsafe-eval', and nothing from config or a payload may become code.
  it('compiles no string into code: no eval and no new Function in any shipped script', () => {
    expect(scripts.flatMap((s) => evalCallsIn(s.source, s.file))).toEqual([]);
  });
});

describe('the eval matcher', () => {
  it.each([
    ['direct eval', 'var a=eval(b);'],
    ['eval with spaces', 'return eval ( "1+1" )'],
    ['indirect eval', 'var g=(0,eval)("this");'],
    ['eval on window', 'window.eval(code)'],
    ['eval on globalThis by name', 'globalThis["eval"](code)'],
    ['new Function', 'var f=new Function("a","return a")'],
    ['new Function across a line break', 'x=new\nFunction(body)'],
    ['Function without new', 'var g=Function("return this")();'],
    ['Function by name', 'self[`Function`]("return this")'],
  ])('finds %s', (_name, source) => {
    expect(evalCallsIn(source)).toHaveLength(1);
  });

  it.each([
    ['a longer name', 'evaluate(x); medieval(y); $eval(z); isFunction(f); AsyncFunction(g)'],
    ['a property or type name', 'Function.prototype.call; x instanceof Function; typeof f=="function"'],
    ['a method of that name on another object', 'obj.Function(1)'],
    ['the words in prose', '"Evaluation of the Function"'],
  ])('ignores %s', (_name, source) => {
    expect(evalCallsIn(source)).toEqual([]);
  });

  describe('on code minified the way the portal is built (vite build)', () => {
    const root = mkdtempSync(join(tmpdir(), 'eval-scan-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('finds every form the source had', async () => {
      writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="./main.js"></script>');
      writeFileSync(
        join(root, 'main.js'),
        [
          'const read = (s) => eval(s);',
          'const indirect = (s) => (0, eval)(s);',
          'const compiled = new Function("x", "return x * 2");',
          'const global = Function("return this")();',
          'window.__kept = [read, indirect, compiled, global];',
        ].join('\n'),
      );
      const outDir = join(root, 'dist');
      await build({ root, configFile: false, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
      const forms = shippedScripts(outDir)
        .flatMap((s) => evalCallsIn(s.source, s.file))
        .map((f) => f.form);
      expect(forms.filter((f) => f === 'eval(…)' || f === '(…, eval)(…)').length).toBeGreaterThanOrEqual(2);
      expect(forms.filter((f) => f === 'new Function(…)' || f === 'Function(…)').length).toBeGreaterThanOrEqual(2);
    }, 60_000);
  });
});
