// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { warmOnLinkIntent } from '../../../src/app/routes/warm-page-table.ts';

const ORIGIN = window.location.origin;

function page(): { link: HTMLAnchorElement; external: HTMLAnchorElement; text: HTMLElement } {
  document.body.innerHTML =
    '<p id="text">Text</p><a id="external" href="https://elsewhere.example/">Away</a><a id="link" href="/de-de/products/"><span>Offers</span></a>';
  return {
    link: document.getElementById('link') as HTMLAnchorElement,
    external: document.getElementById('external') as HTMLAnchorElement,
    text: document.getElementById('text') as HTMLElement,
  };
}

const pointerOver = (target: Element) => target.dispatchEvent(new Event('pointerover', { bubbles: true }));
const focusIn = (target: Element) => target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));

describe('warmOnLinkIntent', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('loads the page table once, when the visitor first points at one of the app’s links', () => {
    const { link, external, text } = page();
    let asked = 0;
    stop = warmOnLinkIntent(document, ORIGIN, () => asked++);
    pointerOver(text);
    pointerOver(external);
    expect(asked).toBe(0);
    pointerOver(link.querySelector('span')!);
    pointerOver(link);
    focusIn(link);
    expect(asked).toBe(1);
  });

  it('loads it when a keyboard user tabs to a link', () => {
    const { link } = page();
    let asked = 0;
    stop = warmOnLinkIntent(document, ORIGIN, () => asked++);
    focusIn(link);
    expect(asked).toBe(1);
  });

  it('asks nothing once stopped', () => {
    const { link } = page();
    let asked = 0;
    warmOnLinkIntent(document, ORIGIN, () => asked++)();
    pointerOver(link);
    expect(asked).toBe(0);
  });
});
