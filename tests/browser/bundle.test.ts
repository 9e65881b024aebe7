import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
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

describe('the browser bundle', () => {
  let bundle = '';
  beforeAll(() => {
    const assets = join(REPO_ROOT, 'dist', 'assets');
    bundle = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(assets, f), 'utf8'))
      .join('\n');
  });

  it('is the built portal (the markers would be found if the libraries were in it)', () => {
    expect(bundle.length).toBeGreaterThan(10_000);
    for (const { marker, source } of FORBIDDEN) expect(readFileSync(join(REPO_ROOT, source), 'utf8')).toContain(marker);
  });

  it.each(FORBIDDEN)('does not contain $library', ({ marker }) => {
    expect(bundle.includes(marker)).toBe(false);
  });
});
