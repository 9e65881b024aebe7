// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { Head as HeadModel } from '../../../src/engine/types/view-model.ts';
import { Head } from '../../../src/render/head/Head.tsx';

afterEach(cleanup);

const FULL: HeadModel = {
  title: 'Fixed term deposits | Example Savings',
  description: 'Compare fixed term deposits across Europe.',
  canonical: 'https://www.example.com/de-de/products/',
  robots: 'index,follow',
  openGraph: { title: 'Fixed term deposits', description: 'Compare offers', image: 'https://www.example.com/og.png' },
};

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('Head', () => {
  it('writes title, description, canonical, robots and Open Graph into the document head', () => {
    render(<Head head={FULL} />);
    expect(document.title).toBe('Fixed term deposits | Example Savings');
    expect(meta('meta[name="description"]')).toBe('Compare fixed term deposits across Europe.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.example.com/de-de/products/');
    expect(meta('meta[name="robots"]')).toBe('index,follow');
    expect(meta('meta[property="og:title"]')).toBe('Fixed term deposits');
    expect(meta('meta[property="og:description"]')).toBe('Compare offers');
    expect(meta('meta[property="og:image"]')).toBe('https://www.example.com/og.png');
  });

  it('leaves out tags it has no value for', () => {
    render(<Head head={{ title: 'Example Savings', description: null, canonical: null, robots: null, openGraph: null }} />);
    expect(document.title).toBe('Example Savings');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
  });
});
