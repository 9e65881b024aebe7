// @vitest-environment jsdom
/**
 * App.tsx asks for the footer's code at once when what the footer is drawn from differs from the
 * first render (its prerendered HTML is then out of date) or when the page offers the smart
 * banner; otherwise it leaves it to the visitor nearing the footer.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FooterSource } from '../../../src/app/boot/footer/footer-source.ts';
import { useAskForFooter } from '../../../src/app/boot/footer/useAskForFooter.ts';

function source(): FooterSource & { load: ReturnType<typeof vi.fn> } {
  return { peek: () => undefined, load: vi.fn(() => Promise.resolve(null)), asked: () => false, whenAsked: () => new Promise(() => undefined) };
}

describe('useAskForFooter', () => {
  const context = { page: '/de-de/' };

  it('does not ask while the input is the first render’s (the same objects)', () => {
    const footer = source();
    const { rerender } = renderHook(({ input }) => useAskForFooter(footer, input, false), { initialProps: { input: [context, 'v2', false] as unknown[] } });
    rerender({ input: [context, 'v2', false] });
    expect(footer.load).not.toHaveBeenCalled();
  });

  it('asks once anything differs: another context, the design, a customer', () => {
    for (const changed of [
      [{ page: '/de-de/' }, 'v2', false],
      [context, 'v1', false],
      [context, 'v2', true],
    ]) {
      const footer = source();
      const { rerender } = renderHook(({ input }) => useAskForFooter(footer, input, false), { initialProps: { input: [context, 'v2', false] as unknown[] } });
      rerender({ input: changed });
      expect(footer.load).toHaveBeenCalled();
    }
  });

  it('asks at once when needed (the smart banner), without any change', () => {
    const footer = source();
    renderHook(() => useAskForFooter(footer, [context], true));
    expect(footer.load).toHaveBeenCalled();
  });
});
