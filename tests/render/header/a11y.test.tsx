// @vitest-environment jsdom
/**
 * axe over the header states in jsdom. Colour contrast needs real layout, so it is left to
 * the Storybook a11y addon in a browser; every other rule must pass with zero violations.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Header as HeaderData } from '../../../src/engine/types/view-model.ts';
import { Header } from '../../../src/render/header/index.ts';
import {
  balanceUnavailableHeader,
  loadingPrivateHeader,
  partnerHeader,
  pendingHeader,
  privateHeader,
  publicHeader,
} from '../../../src/render/header/fixtures.ts';
import { renderWithI18n } from './setup.tsx';

afterEach(cleanup);

async function violations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

function renderInPage(header: HeaderData, loading = false) {
  // Inside <main>-less body the header is the banner landmark; wrap so landmark rules see a page.
  return renderWithI18n(
    <div>
      <Header header={header} designVersion="v2" loading={loading} pathname="/de-de/festgeld" locale="de-de" />
      <main>content</main>
    </div>,
  );
}

describe('header accessibility (axe)', () => {
  it.each([
    ['public', publicHeader],
    ['private', privateHeader],
    ['pending', pendingHeader],
    ['balance unavailable', balanceUnavailableHeader],
    ['partner', partnerHeader],
  ] as const)('%s header has no violations', async (_name, header) => {
    const { container } = renderInPage(header);
    expect(await violations(container)).toEqual([]);
  });

  it('loading skeleton has no violations', async () => {
    const { container } = renderInPage(loadingPrivateHeader, true);
    expect(await violations(container)).toEqual([]);
  });

  it('open navigation dropdown has no violations', async () => {
    const user = userEvent.setup();
    const { container } = renderInPage(publicHeader);
    await user.click(screen.getByRole('button', { name: 'Savings' }));
    expect(await violations(container)).toEqual([]);
  });

  it('open account menu has no violations', async () => {
    const user = userEvent.setup();
    const { container } = renderInPage(privateHeader);
    await user.click(screen.getByRole('button', { name: /My account/ }));
    expect(await violations(container)).toEqual([]);
  });

  it('every navigation landmark has a label of its own (desktop bar and phone panel both in the DOM)', () => {
    for (const header of [publicHeader, privateHeader]) {
      const { container } = renderInPage(header);
      const labels = [...container.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'));
      expect(labels.length, 'the header has both navigations').toBeGreaterThanOrEqual(2);
      expect(labels.every(Boolean), `labels: ${labels.join(', ')}`).toBe(true);
      expect(new Set(labels).size, `labels: ${labels.join(', ')}`).toBe(labels.length);
      cleanup();
    }
  });

  it('open mobile panel with an open accordion has no violations', async () => {
    // Both navigations are in the DOM; the stylesheet shows one per breakpoint. jsdom skips
    // @media blocks, so loading header.css gives exactly the small-screen layout.
    const style = document.createElement('style');
    style.textContent = readFileSync('src/render/header/header.css', 'utf8');
    document.head.append(style);
    onTestFinished(() => style.remove());
    const user = userEvent.setup();
    const { container } = renderInPage(publicHeader);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Savings' }));
    expect(await violations(container)).toEqual([]);
  });
});
