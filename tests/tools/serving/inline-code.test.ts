import { describe, expect, it } from 'vitest';
import { findInlineProblems, scriptHash } from '../../../tools/serving/inline-code.ts';

const what = (html: string, hashes: string[] = []) => findInlineProblems(html, hashes).map((problem) => problem.what);

describe('findInlineProblems', () => {
  it('passes what Vite and a prerenderer write: module scripts by src, JSON data, stylesheets by link', () => {
    const html =
      '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-AbCd1234.js"></script>' +
      '<link rel="stylesheet" href="/assets/index-AbCd1234.css"><script type="application/json" id="data">{"a":1}</script>' +
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script></head><body><a href="/de-de/">x</a></body></html>';
    expect(what(html)).toEqual([]);
  });

  it('flags an inline script with the hash to add, and accepts it once listed', () => {
    const source = 'window.theme = "dark";';
    const html = `<script>${source}</script><script type="module">${source}</script>`;
    const problems = what(html);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(scriptHash(source));
    expect(scriptHash(source)).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(what(html, [scriptHash(source)])).toEqual([]);
  });

  it('flags style elements and attributes, inline handlers and javascript: URLs in any case', () => {
    expect(what('<style>p{}</style>')).toEqual([expect.stringContaining('inline <style> element')]);
    expect(what('<p STYLE="color:red">x</p>')).toEqual([expect.stringContaining('style attribute')]);
    expect(what('<img src="/a.svg" onerror="alert(1)">')).toEqual([expect.stringContaining('inline event handler (onerror)')]);
    expect(what('<a href=" JavaScript:alert(1)">x</a>')).toEqual([expect.stringContaining('javascript: URL in href')]);
  });

  it('does not mistake look-alike attributes or text for problems', () => {
    expect(what('<div data-style="x" data-onclick="y" class="style">style="color:red" onclick=</div>')).toEqual([]);
  });
});
