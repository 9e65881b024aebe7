// @vitest-environment jsdom
/**
 * A lazily loaded part whose chunk cannot be loaded (network gone, or a deployment replaced the
 * hashed file) shows its stand-in and tells the page; the rest of the page stays.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyBoundary } from '../../src/render/LazyBoundary.tsx';

afterEach(cleanup);

describe('LazyBoundary', () => {
  it('shows the part once its chunk is there', async () => {
    const Part = lazy(async () => ({ default: () => <p>the part</p> }));
    render(
      <LazyBoundary name="part" fallback={<p>loading</p>}>
        <Part />
      </LazyBoundary>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('the part')).toBeTruthy();
  });

  it('a chunk that fails to load: the stand-in, one console error naming the part, onFailed told; the page around stays', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFailed = vi.fn();
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/Footer-old.js');
    const Part = lazy(() => Promise.reject(failure));
    render(
      <main>
        <h1>page</h1>
        <LazyBoundary name="footer" failed={<p>could not load</p>} onFailed={onFailed}>
          <Part />
        </LazyBoundary>
      </main>,
    );
    expect(await screen.findByText('could not load')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'page' })).toBeTruthy();
    expect(onFailed).toHaveBeenCalledWith(failure);
    expect(error.mock.calls.some((call) => call[0] === 'The footer could not be loaded' && call[1] === failure)).toBe(true);
    error.mockRestore();
  });

  it('without a stand-in the part is simply left out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Part = lazy(() => Promise.reject(new Error('offline')));
    const { container } = render(
      <div data-testid="around">
        <LazyBoundary name="banner">
          <Part />
        </LazyBoundary>
      </div>,
    );
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(container.querySelector('[data-testid="around"]')?.childNodes.length).toBe(0);
    error.mockRestore();
  });
});
