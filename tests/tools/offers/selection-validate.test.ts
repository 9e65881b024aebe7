/**
 * `portal validate` checks config/offers/selection.yaml like every config file: its schema,
 * the facts and offer fields its rules read, and the pages it names, each mistake at its
 * file:line:col. The tools refuse to load a file that would fail there.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../tools/config/validate.ts';
import { loadOfferSelection } from '../../../tools/offers/load-selection.ts';
import { compiledConfig, repoRoot } from '../../support/config.ts';

const shipped = readFileSync(join(repoRoot, 'config/offers/selection.yaml'), 'utf8');

/** The shipped file with `from` replaced by `to`, in a folder of its own; and where `to` stands. */
function variant(from: string, to: string): { path: string; dir: string; line: number; col: number } {
  expect(shipped).toContain(from);
  const text = shipped.replace(from, to);
  const dir = mkdtempSync(join(tmpdir(), 'offer-selection-'));
  mkdirSync(join(dir, 'offers'));
  const path = join(dir, 'offers', 'selection.yaml');
  writeFileSync(path, text);
  const before = text.slice(0, shipped.indexOf(from)).split('\n');
  return { path, dir, line: before.length, col: before.at(-1)!.length + 1 };
}

function problemsOf(path: string) {
  return validateConfig({ repoRoot, overlay: [path] }).problems.map((p) => ({ line: p.line, col: p.col, code: p.code, message: p.message }));
}

describe('portal validate on config/offers/selection.yaml', () => {
  it('accepts the shipped file', () => {
    const result = validateConfig({ repoRoot });
    expect(result.problems).toEqual([]);
    expect(result.files).toContain('config/offers/selection.yaml');
  });

  it('reports an offer field that does not exist, with the nearest one', () => {
    const at = variant('{ var: offer.bankCountry }', '{ var: offer.bankCounty }');
    expect(problemsOf(at.path)).toEqual([
      {
        line: at.line,
        col: at.col + '{ var: '.length,
        code: 'UNKNOWN_FACT',
        message: expect.stringContaining('unknown fact "offer.bankCounty" (did you mean "offer.bankCountry"?)'),
      },
    ]);
  });

  it('reports a page that does not exist, and a page named twice', () => {
    const typo = variant('page: products-notice', 'page: products-notise');
    expect(problemsOf(typo.path)).toEqual([
      {
        line: typo.line,
        col: typo.col + 'page: '.length,
        code: 'UNKNOWN_PAGE',
        message: 'no page in config/pages/ has id "products-notise" (did you mean "products-notice"?)',
      },
    ]);
    const twice = variant('page: products-overnight', 'page: products');
    expect(problemsOf(twice.path)).toEqual([
      {
        line: twice.line,
        col: twice.col + 'page: '.length,
        code: 'DUPLICATE_ID',
        message: expect.stringMatching(/^page "products" already has its offers selected on line \d+$/),
      },
    ]);
  });

  it('reports a sort field the schema does not know, and the tools refuse the file', () => {
    const at = variant('{ field: minimumAmount, direction: ascending }', '{ field: minAmount, direction: ascending }');
    const problems = problemsOf(at.path);
    expect(problems).toEqual([
      {
        line: at.line,
        col: at.col + '{ field: '.length,
        code: 'INVALID_VALUE',
        message: expect.stringContaining('"minAmount" is not allowed here; expected one of: interestRate, termMonths'),
      },
    ]);
    expect(() => loadOfferSelection(repoRoot, compiledConfig(), at.dir)).toThrow(
      /selection\.yaml is not valid \(run portal validate\):\n.*selection\.yaml:\d+:\d+: /,
    );
  });
});
