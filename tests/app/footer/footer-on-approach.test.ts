// @vitest-environment jsdom
/**
 * The footer's code and config are asked for once: when the footer comes into view, gets focus,
 * or at once where the browser cannot tell (no IntersectionObserver); and the source settles
 * its `whenAsked` on the first ask (App.tsx waits on it before fetching the footer's code). The
 * real observer against the built portal: tests/browser/footer-on-approach.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFooterOnApproach } from '../../../src/app/boot/footer/footer-on-approach.ts';
import { createFooterSource } from '../../../src/app/boot/footer/footer-source.ts';
import { fixtureConfig } from '../../support/fixture-config.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function prerenderedFooter(): HTMLElement {
  document.body.innerHTML = '<div id="root"><main></main><footer class="pf pf--v2"><a href="/de-de/about-us/">Über uns</a></footer></div>';
  return document.querySelector('footer')!;
}

/** jsdom has no layout, so no IntersectionObserver: this one reports what the test says is in view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show(isIntersecting: boolean) {
    this.report(
      this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

describe('loadFooterOnApproach', () => {
  it('loads once the footer is in view, once, and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const footer = prerenderedFooter();
    const load = vi.fn();
    loadFooterOnApproach(footer, load);
    const observer = FakeIntersectionObserver.last!;
    expect(observer.observed).toEqual([footer]);
    observer.show(false);
    expect(load).not.toHaveBeenCalled();
    observer.show(true);
    footer.querySelector('a')!.focus();
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('loads when focus moves into the footer (a keyboard user tabbing there)', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const footer = prerenderedFooter();
    const load = vi.fn();
    loadFooterOnApproach(footer, load);
    footer.querySelector('a')!.focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const load = vi.fn();
    loadFooterOnApproach(prerenderedFooter(), load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('createFooterSource', () => {
  it('is not asked for until load(); whenAsked settles on the first load, which loads once', async () => {
    const footers = fixtureConfig().footers;
    const loadConfig = vi.fn(() => Promise.resolve(footers));
    const source = createFooterSource(loadConfig);
    let asked = false;
    void source.whenAsked().then(() => (asked = true));
    await Promise.resolve();
    expect([source.asked(), asked, loadConfig.mock.calls.length]).toEqual([false, false, 0]);
    const first = source.load();
    const second = source.load();
    expect(source.asked()).toBe(true);
    expect(await first).toBe(footers);
    expect(await second).toBe(footers);
    expect(asked).toBe(true);
    expect(loadConfig).toHaveBeenCalledTimes(1);
    expect(source.peek()).toBe(footers);
  });
});
