import { describe, expect, test } from 'vitest';
import { importTryingAgain } from '../../../src/app/config/import-again.ts';

/** A module map as Chromium 150 keeps it: a URL that failed once fails again without a fetch. */
function moduleMap(networkUp: () => boolean) {
  const entries = new Map<string, Promise<unknown>>();
  const fetched: string[] = [];
  const load = (url: string) => {
    let entry = entries.get(url);
    if (!entry) {
      fetched.push(url);
      entry = networkUp() ? Promise.resolve({ url }) : Promise.reject(new TypeError(`Failed to fetch ${url}`));
      entries.set(url, entry);
    }
    return entry;
  };
  return { load, fetched };
}

describe('importing a config module again after a failure', () => {
  test('asks the network under a URL of its own each time it has failed, and keeps the one that worked', async () => {
    let up = false;
    const map = moduleMap(() => up);
    const importModule = importTryingAgain(map.load);
    await expect(importModule('/assets/config/de-de-pages-abc.js')).rejects.toThrow('Failed to fetch');
    await expect(importModule('/assets/config/de-de-pages-abc.js')).rejects.toThrow('Failed to fetch');
    up = true;
    await expect(importModule('/assets/config/de-de-pages-abc.js')).resolves.toEqual({ url: '/assets/config/de-de-pages-abc.js?attempt=3' });
    await expect(importModule('/assets/config/de-de-pages-abc.js')).resolves.toEqual({ url: '/assets/config/de-de-pages-abc.js?attempt=3' });
    expect(map.fetched).toEqual([
      '/assets/config/de-de-pages-abc.js',
      '/assets/config/de-de-pages-abc.js?attempt=2',
      '/assets/config/de-de-pages-abc.js?attempt=3',
    ]);
  });

  test('a module that loads the first time keeps its plain URL', async () => {
    const map = moduleMap(() => true);
    const importModule = importTryingAgain(map.load);
    await importModule('/assets/config/en-body-1.js');
    await importModule('/assets/config/en-body-1.js');
    expect(map.fetched).toEqual(['/assets/config/en-body-1.js']);
  });
});
