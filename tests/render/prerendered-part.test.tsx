// @vitest-environment jsdom
/**
 * A prerendered part whose code arrives after the page has hydrated keeps its HTML when the page
 * changes what it gives it meanwhile (the switch to `?design=v1`), and changes in place once its
 * code is there. React's own scheduler, not act(): act would flush the lazy part at once.
 */
import { waitFor } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../src/render/lazy.ts';
import { LazyBoundary } from '../../src/render/LazyBoundary.tsx';
import { prerenderedPart } from '../../src/render/prerendered-part.tsx';
import { useSchedulerContainer } from '../support/scheduler-container.ts';

interface GreetingProps {
  design: string;
}

function Greeting({ design }: GreetingProps) {
  return <p className={`greeting greeting--${design}`}>design {design}</p>;
}

/** The part's code, held back until `arrive` is called (as a slow chunk). */
function slowGreeting() {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const part = lazyComponent<GreetingProps>(async () => {
    await arrived;
    return { default: Greeting };
  });
  return { part, arrive };
}

type Part = ComponentType<GreetingProps & { heldFor?: unknown }>;

function Page({ design, page = 'home', Part }: { design: string; page?: string; Part: Part }): ReactNode {
  return (
    <main className={`page--${design}`}>
      <Part design={design} heldFor={page} />
    </main>
  );
}

const dom = useSchedulerContainer();

/** The page's HTML as the build prerenders it (every part's code there), design v2. */
async function prerendered(): Promise<string> {
  const loaded = lazyComponent<GreetingProps>(async () => ({ default: Greeting }));
  await loaded.preload();
  return renderToString(<Page design="v2" Part={prerenderedPart(loaded, 'greeting')} />);
}

/** Hydrates the HTML with `Part`, then gives the page `next` before the part's code is there. */
async function hydrateThenUpdate(Part: Part, next: { design: string; page?: string }): Promise<HTMLElement> {
  dom.container.innerHTML = await prerendered();
  const drawn = dom.container.querySelector<HTMLElement>('p.greeting');
  expect(drawn?.textContent).toBe('design v2');
  const hydrating = hydrateRoot(dom.container, <Page design="v2" Part={Part} />);
  dom.root = hydrating;
  await waitFor(() => expect(Object.keys(dom.container.querySelector('main')!).some((key) => key.startsWith('__react'))).toBe(true));
  hydrating.render(<Page Part={Part} {...next} />);
  await waitFor(() => expect(dom.container.querySelector('main')?.className).toBe(`page--${next.design}`));
  return drawn!;
}

/** The prerendered node stays, still v2, until the code arrives; then the same node is v1. */
async function expectHeldThenChangedInPlace(drawn: HTMLElement, arrive: () => void): Promise<void> {
  expect(drawn.isConnected).toBe(true);
  expect(drawn.textContent).toBe('design v2');
  arrive();
  await waitFor(() => expect(drawn.textContent).toBe('design v1'));
  expect(drawn.isConnected).toBe(true);
  expect(drawn.className).toBe('greeting greeting--v1');
}

describe('prerenderedPart', () => {
  it('keeps the HTML while its code is on its way, then changes it in place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { part, arrive } = slowGreeting();
    const drawn = await hydrateThenUpdate(prerenderedPart(part, 'greeting'), { design: 'v1' });
    await expectHeldThenChangedInPlace(drawn, arrive);
  });

  it('is held until everything inside it is hydrated: a lazily loaded component within it too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { part: SlowInner, arrive } = slowGreeting();
    const Outer = lazyComponent<GreetingProps>(async () => ({ default: ({ design }: GreetingProps) => <SlowInner design={design} /> }));
    await Outer.preload();
    const drawn = await hydrateThenUpdate(prerenderedPart(Outer, 'greeting'), { design: 'v1' });
    await expectHeldThenChangedInPlace(drawn, arrive);
  });

  it('why it exists: a plain boundary given the same update loses its HTML until the code is there', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { part: Slow, arrive } = slowGreeting();
    const Plain = ({ design }: GreetingProps) => (
      <LazyBoundary name="greeting">
        <Slow design={design} />
      </LazyBoundary>
    );
    const drawn = await hydrateThenUpdate(Plain, { design: 'v1' });
    await waitFor(() => expect(drawn.isConnected).toBe(false));
    expect(dom.container.querySelector('p.greeting')).toBeNull();
    arrive();
    await waitFor(() => expect(dom.container.querySelector('p.greeting')?.textContent).toBe('design v1'));
  });

  it('another page is not held: it is drawn once its code is there, without the old HTML', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { part, arrive } = slowGreeting();
    const drawn = await hydrateThenUpdate(prerenderedPart(part, 'greeting'), { design: 'v1', page: 'faq' });
    await waitFor(() => expect(drawn.isConnected).toBe(false));
    arrive();
    await waitFor(() => expect(dom.container.querySelector('p.greeting')?.textContent).toBe('design v1'));
  });

  it('a part whose code is there passes every change through at once', async () => {
    const loaded = lazyComponent<GreetingProps>(async () => ({ default: Greeting }));
    await loaded.preload();
    const drawn = await hydrateThenUpdate(prerenderedPart(loaded, 'greeting'), { design: 'v1' });
    await waitFor(() => expect(drawn.textContent).toBe('design v1'));
    expect(drawn.isConnected).toBe(true);
  });
});
