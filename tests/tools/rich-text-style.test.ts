// Rich text with a style: spec 5 says alignment comes from the paragraph style, so
// `text-align` on p and h1-h6 is drawn (as a class: the CSP forbids style attributes), and any
// other style is refused by validate at its file:line:col. validate's verdict is the build's: what
// it accepts renders to server HTML that the build's CSP check (the same function) accepts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { RichTextTree } from '../../src/render/blocks/RichTextTree.tsx';
import { UiStringsProvider } from '../../src/render/i18n/useTranslation.tsx';
import { validateConfig } from '../../tools/config/validate.ts';
import { findInlineProblems } from '../../tools/serving/inline-code.ts';
import { testI18n } from '../render/footer/i18n.tsx';
import { repoRoot } from '../support/config.ts';

const FOOTER = 'footers/de-de.yaml';
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** The de-de footer with `lines` as its disclaimer, standing in for config/footers/de-de.yaml. */
function footerWithDisclaimer(lines: string[]): { path: string; text: string } {
  const shipped = readFileSync(join(repoRoot, 'config', FOOTER), 'utf8');
  const start = shipped.indexOf('disclaimer: |-');
  expect(start).toBeGreaterThan(0);
  // The disclaimer is the file's last key: its block runs to the end.
  const text = `${shipped.slice(0, start)}disclaimer: |-\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
  const folder = mkdtempSync(join(tmpdir(), 'rich-text-style-'));
  folders.push(folder);
  const path = join(folder, 'config', FOOTER);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return { path, text };
}

/** 1-based line and column of the `style` attribute on the line holding `sample`. */
function styleAt(text: string, sample: string): { line: number; col: number } {
  const lines = text.split('\n');
  const index = lines.findIndex((line) => line.includes(sample));
  return { line: index + 1, col: lines[index]!.indexOf('style=') + 1 };
}

const ACCEPTED = ['<p style="text-align: center">centred</p>', '<h2 style="TEXT-ALIGN : Right;">right</h2>', '<h5 style="text-align:justify">j</h5>'];

describe('validate on styles in rich text', () => {
  it('refuses every style but text-align on p and h1-h6, each at its place', () => {
    const refused = [
      '<p style="color: red">red</p>',
      '<p style="text-align: center; font-weight: bold">bold</p>',
      '<span style="text-align: left">span</span>',
      '<p style="text-align: start">start</p>',
    ];
    const { path, text } = footerWithDisclaimer([...ACCEPTED, ...refused]);
    const problems = validateConfig({ repoRoot, overlay: [path] }).problems;
    expect(problems.map(({ line, col, code }) => ({ line, col, code }))).toEqual(
      refused.map((sample) => ({ ...styleAt(text, sample), code: 'UNSUPPORTED_STYLE' })),
    );
    expect(problems[0]!.file.endsWith(`config/${FOOTER}`)).toBe(true);
    expect(problems[0]!.message).toContain('"color: red" on <p>');
    expect(problems[1]!.message).toContain('"font-weight: bold" on <p>');
    expect(problems[2]!.message).toContain('<span>');
    expect(problems[3]!.message).toContain('"text-align: start" on <p>');
    for (const problem of problems) expect(problem.message).toContain('left, right, center or justify');
  });

  it("accepts text-align on p and h1-h6, and the page it makes passes the build's check of server HTML", () => {
    const { path } = footerWithDisclaimer(ACCEPTED);
    const result = validateConfig({ repoRoot, overlay: [path] });
    expect(result.problems).toEqual([]);
    const tree = result.config!.footers.disclaimers['de-de']!.tree;
    const html = renderToString(createElement(UiStringsProvider, { strings: testI18n() }, createElement(RichTextTree, { tree })));
    expect(findInlineProblems(html, [])).toEqual([]);
    expect(html).toContain('<p class="align-center">');
    expect(html).toContain('<h2 class="align-right">');
    expect(html).toContain('<h5 class="align-justify">');
  });
});
