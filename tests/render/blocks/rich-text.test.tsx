// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UiStringsProvider } from '../../../src/render/i18n/useTranslation.tsx';
import { RichText } from '../../../src/render/blocks/RichText.tsx';
import { RichTextTree } from '../../../src/render/blocks/RichTextTree.tsx';
import { findInlineProblems } from '../../../tools/serving/inline-code.ts';
import { renderWithI18n, testI18n } from '../footer/i18n.tsx';

afterEach(cleanup);

describe('RichText', () => {
  it('strips scripts, event handlers and javascript: links', () => {
    const hostile =
      '<p>Safe <script>alert(1)</script><img src=x onerror="alert(2)">text</p>' +
      '<a href="javascript:alert(3)">bad link</a> <a href="JaVaScRiPt&colon;alert(4)">encoded</a>' +
      '<a href="data:text/html,hi">data</a> <a href="vbscript:msgbox">vb</a>' +
      '<p onclick="alert(5)" onmouseover="x()">click</p><iframe src="https://evil.example"></iframe>';
    const { container } = renderWithI18n(<RichText html={hostile} />);
    const html = container.innerHTML;
    expect(html).not.toMatch(/<script|<img|<iframe/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/javascript:|data:|vbscript:/i);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container.textContent).toContain('Safe text');
    expect(container.textContent).toContain('bad link');
  });

  it('keeps allowed tags and paragraph alignment', () => {
    const { container } = renderWithI18n(
      <RichText
        html={
          '<h2>Title</h2><p style="text-align: right; color: red">R</p><ul><li><strong>a</strong> <em>b</em> <u>c</u> <del>d</del> x<sup>1</sup><sub>2</sub> <span>s</span></li></ul><div>unwrapped</div>'
        }
      />,
    );
    for (const tag of ['h2', 'p', 'ul', 'li', 'strong', 'em', 'u', 'del', 'sup', 'sub', 'span']) {
      expect(container.querySelector(tag), tag).not.toBeNull();
    }
    expect(container.querySelector('div.pb-rich-text div')).toBeNull();
    const paragraph = container.querySelector('p');
    expect(paragraph?.className).toBe('align-right');
    expect(paragraph?.getAttribute('style')).toBeNull();
  });

  it('opens links in a new tab and says so', () => {
    renderWithI18n(<RichText html={'<p><a href="https://example.com/terms">Terms</a></p>'} />);
    // jsdom's name computation drops the space before an inline span; browsers keep it.
    const link = screen.getByRole('link', { name: /^Terms\s*\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe('https://example.com/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders on the server without a DOM and without innerHTML', () => {
    const html = renderToString(
      <UiStringsProvider strings={testI18n()}>
        <RichText html={'<p style="text-align:center">Hi <a href="/x" onclick="evil()">x</a></p>'} />
      </UiStringsProvider>,
    );
    expect(html).toContain('<p class="align-center">');
    expect(html).toContain('target="_blank"');
    expect(html).not.toContain('onclick');
  });

  // The build refuses server HTML with what the CSP blocks (tools/serving/finish-build.ts): an
  // aligned paragraph or heading must pass that same check.
  it('draws alignment as a class, which the CSP check of the build accepts in server HTML', () => {
    const html = renderToString(
      <UiStringsProvider strings={testI18n()}>
        <RichText html={'<h3 style="text-align: right">T</h3><p style="text-align:center">c</p><p style="text-align: justify; color: red">j</p>'} />
      </UiStringsProvider>,
    );
    expect(findInlineProblems(html, [])).toEqual([]);
    expect(html).toContain('<h3 class="align-right">');
    expect(html).toContain('<p class="align-justify">');
  });

  it('takes from a tree only the alignment classes it knows', () => {
    const { container } = renderWithI18n(
      <RichTextTree
        tree={[
          { tag: 'p', attrs: { class: 'evil align-center', style: 'color: red' }, children: ['x'] },
          { tag: 'span', attrs: { class: 'align-left' }, children: ['y'] },
        ]}
      />,
    );
    expect(container.querySelector('p')?.getAttribute('class')).toBeNull();
    expect(container.querySelector('p')?.getAttribute('style')).toBeNull();
    expect(container.querySelector('span')?.getAttribute('class')).toBeNull();
  });

  it('renders nothing for empty input', () => {
    const { container } = renderWithI18n(<RichText html="" />);
    expect(container.innerHTML).toBe('');
  });
});
