// @vitest-environment jsdom
/**
 * A press on a prerendered button before the app is there is kept and pressed again when the app
 * starts; nothing else is (links work without the app, other presses were never lost).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTED_EVENT } from '../../src/app/boot/app-started.ts';
import { APP_STARTED, FOOTER_SHOWN, keepEarlyPress, PRERENDERED_FOOTER } from '../../src/app/boot/early-press.ts';
import { FOOTER_SHOWN_EVENT, PRERENDERED_FOOTER_SELECTOR } from '../../src/app/boot/footer/footer-on-approach.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function prerendered(): { root: HTMLElement; menu: HTMLButtonElement; other: HTMLButtonElement; link: HTMLAnchorElement } {
  document.body.innerHTML = `<button id="outside">outside</button><div id="root"><button id="menu"><span>Menu</span></button><button id="other">Other</button><button id="off" disabled>Off</button><a id="link" href="#x">Link</a></div>`;
  const get = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return { root: get('root'), menu: get('menu'), other: get('other'), link: get('link') };
}

/** What the app's handlers (attached when it starts) receive. */
function appHandlers(root: HTMLElement) {
  const seen: string[] = [];
  root.addEventListener('click', (event) => seen.push(`click ${(event.target as Element).closest('[id]')?.id}`));
  root.addEventListener('keydown', (event) => seen.push(`keydown ${event.key} ${(event.target as Element).id}`));
  return seen;
}

describe('keepEarlyPress', () => {
  it('presses the last pressed button again once the app has started, once', () => {
    const { root, menu, other } = prerendered();
    const start = keepEarlyPress(root);
    other.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    menu.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    const seen = appHandlers(root);
    start();
    expect(seen).toEqual(['click menu']);
    // Once started, presses are the app's: nothing is kept or pressed again.
    other.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    start();
    expect(seen).toEqual(['click menu', 'click other']);
  });

  it('a press by keyboard (click detail 0) is replayed as Enter, then the click', () => {
    const { root, menu } = prerendered();
    const start = keepEarlyPress(root);
    menu.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    const seen = appHandlers(root);
    start();
    expect(seen).toEqual(['keydown Enter menu', 'click menu']);
  });

  it('keeps nothing for links, disabled buttons or buttons outside the page root', () => {
    const { root, link } = prerendered();
    const start = keepEarlyPress(root);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1, cancelable: true }));
    document.getElementById('off')!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    document.getElementById('outside')!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    const seen = vi.fn();
    document.addEventListener('click', seen);
    start();
    expect(seen).not.toHaveBeenCalled();
  });

  it('replays when the app says it has started (main.tsx fires the event boot.ts listens for)', () => {
    expect(APP_STARTED).toBe(APP_STARTED_EVENT);
    const { root, menu } = prerendered();
    keepEarlyPress(root);
    menu.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    const seen = appHandlers(root);
    document.dispatchEvent(new Event(APP_STARTED_EVENT));
    document.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(seen).toEqual(['click menu']);
  });

  it("keeps the footer's presses until the footer is drawn (boot.ts: its code comes when the visitor nears it)", () => {
    expect([PRERENDERED_FOOTER, FOOTER_SHOWN]).toEqual([PRERENDERED_FOOTER_SELECTOR, FOOTER_SHOWN_EVENT]);
    document.body.innerHTML = `<div id="root"><button id="menu">Menu</button><footer class="pf pf--v2"><button id="cookies">Cookies</button></footer></div>`;
    const footer = document.querySelector<HTMLElement>(PRERENDERED_FOOTER)!;
    keepEarlyPress(footer, document, FOOTER_SHOWN);
    document.getElementById('cookies')!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    document.getElementById('menu')!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    const seen = appHandlers(document.getElementById('root')!);
    document.dispatchEvent(new Event(APP_STARTED_EVENT));
    expect(seen).toEqual([]);
    document.dispatchEvent(new Event(FOOTER_SHOWN_EVENT));
    expect(seen).toEqual(['click cookies']);
  });

  it('a button the app drew anew (the old one gone) is not pressed', () => {
    const { root, menu } = prerendered();
    const start = keepEarlyPress(root);
    menu.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    root.innerHTML = '<button id="menu">Menu</button>';
    const seen = appHandlers(root);
    start();
    expect(seen).toEqual([]);
  });
});
