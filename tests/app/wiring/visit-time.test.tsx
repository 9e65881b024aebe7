// @vitest-environment jsdom
// Scheduled changes in the running portal: the prerender and the first render
// evaluate `now` rules at the build's time (config.now); after hydration a locale whose rules
// read `now` resolves again at the visit's real time, so an item whose time has come since the
// build appears without a rebuild.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from './app-harness.tsx';
import { fixtureConfig } from '../../support/fixture-config.ts';
import { nowFacts } from '../../../src/engine/facts/now.ts';
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';

afterEach(cleanup);

/**
 * The tests' own config, with de-de's "Ratgeber" navigation item shown from a time between the build
 * and the visit; `built`: the config module carries the build's time (a rule reads now).
 */
function scheduled(built: boolean): CompiledConfig {
  const visit = Date.now();
  const from = nowFacts(visit - 60 * 60_000, 'Europe/Berlin').iso.slice(0, 16);
  const copy = structuredClone(fixtureConfig());
  const rule = { '>=': [{ var: 'now.iso' }, from] };
  const item = copy.menus['de-de']!.nav.public.find((i) => i.id === 'knowledge')!;
  item.rule = { original: rule, logic: rule, source: null };
  // Built two hours before the visit: then the item's time had not come.
  return built ? { ...copy, now: nowFacts(visit - 2 * 60 * 60_000, 'Europe/Berlin') } : copy;
}

const knowledge = () => screen.queryByRole('button', { name: /Ratgeber/ }) ?? screen.queryByRole('link', { name: /^Ratgeber/ });

describe('a scheduled item in the browser', () => {
  it('appears after hydration when its time has come since the build', async () => {
    renderApp('/de-de/', undefined, { config: scheduled(true) });
    await screen.findByRole('heading', { level: 1 });
    // The clock's chunk loads after hydration: on a busy machine that is more than waitFor's default second.
    await waitFor(() => expect(knowledge()).not.toBeNull(), { timeout: 5000 });
  });

  it('stays as the first render had it when the config module carries no build time (no rule reads now)', async () => {
    renderApp('/de-de/', undefined, { config: scheduled(false) });
    await screen.findByRole('heading', { level: 1 });
    // Give the page time to settle (the clock chunk would have loaded by then).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(knowledge()).toBeNull();
    expect(screen.queryByRole('button', { name: /Angebote/ }) ?? screen.queryByRole('link', { name: /^Angebote/ })).not.toBeNull();
  });
});
