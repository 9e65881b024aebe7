// Persona files are read when they change, not stat'ed on every request. The store
// is given counting wrappers of the real file operations (the files are real).
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { personaStore, PERSONAS_MAX_AGE_MS, type PersonaFs } from '../../src/node/personas/store.ts';
import { activeCustomer } from './fixtures.ts';

describe('persona store reads', () => {
  let dir: string;
  const counts = { readdir: 0, stat: 0, readFile: 0 };
  const countingFs: PersonaFs = {
    readdir: (path) => (counts.readdir++, readdir(path)),
    stat: (path) => (counts.stat++, stat(path)),
    readFile: (path, encoding) => (counts.readFile++, readFile(path, encoding)),
  };
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'persona-reads-'));
    for (let i = 0; i < 80; i++) await writeFile(join(dir, `p${String(i).padStart(2, '0')}.json`), JSON.stringify(activeCustomer({ id: `p${i}` })));
    Object.assign(counts, { readdir: 0, stat: 0, readFile: 0 });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('reads the directory once for many requests, and again once a file changes', async () => {
    const store = personaStore(dir, () => {}, countingFs);
    try {
      await Promise.all(Array.from({ length: 50 }, (_, i) => store.get(`p${i}`)));
      for (let i = 0; i < 50; i++) await store.get('p3');
      expect(counts).toEqual({ readdir: 1, stat: 80, readFile: 80 });

      await writeFile(join(dir, 'p03.json'), JSON.stringify(activeCustomer({ id: 'p3', unreadMessages: 42 })));
      await until(async () => (await store.get('p3'))?.unreadMessages === 42);
      expect((await store.get('p3'))?.unreadMessages).toBe(42);
      // Only the changed file is parsed again.
      expect(counts.readdir).toBeGreaterThanOrEqual(2);
      expect(counts.readFile).toBeLessThanOrEqual(82);
    } finally {
      store.close();
    }
  });

  it('looks again after PERSONAS_MAX_AGE_MS even without a change event', async () => {
    const store = personaStore(dir, () => {}, countingFs);
    try {
      await store.list();
      await new Promise((resolve) => setTimeout(resolve, PERSONAS_MAX_AGE_MS + 50));
      await store.list();
      expect(counts.readdir).toBe(2);
      expect(counts.readFile).toBe(80);
    } finally {
      store.close();
    }
  });
});
