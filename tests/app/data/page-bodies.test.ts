/**
 * The page bodies the browser holds (app/data/page-bodies.ts), starting with the one the HTML
 * carries: an offer page's body cut down to its offer answers for that offer only, so a visit
 * that navigates to another offer loads the whole body.
 */
import { describe, expect, it } from 'vitest';
import { createPageBodies } from '../../../src/app/data/page-bodies.ts';
import type { PageBody } from '../../../src/engine/pages/compiled.ts';

const body = (intro: string): PageBody => ({ intro, head: {}, blocks: [] });

describe('the page bodies', () => {
  it("start with the HTML's body of a page that answers for one path, without loading it", async () => {
    const asked: string[] = [];
    const bodies = createPageBodies(async (id) => (asked.push(id), body('chunk')), { page: 'home', subject: null, body: body('html') });
    expect(bodies.get('home')?.intro).toBe('html');
    expect((await bodies.load('home')).intro).toBe('html');
    expect(asked).toEqual([]);
  });

  it("answer a subject's path with the HTML's body and any other path with the whole body, once loaded", async () => {
    const asked: string[] = [];
    const bodies = createPageBodies(async (id) => (asked.push(id), body('whole')), { page: 'offer', subject: 'a', body: body('offer a') });
    expect(bodies.get('offer', 'a')?.intro).toBe('offer a');
    expect(bodies.get('offer', 'b')).toBeUndefined();
    expect(bodies.get('offer')).toBeUndefined();
    expect((await bodies.load('offer')).intro).toBe('whole');
    expect(asked).toEqual(['offer']);
    expect(bodies.get('offer', 'b')?.intro).toBe('whole');
    expect(bodies.get('offer', 'a')?.intro).toBe('whole');
  });

  it('start empty without data, and remember a failed load until it is asked again', async () => {
    let fail = true;
    const bodies = createPageBodies(async () => {
      if (fail) throw new Error('offline');
      return body('late');
    });
    expect(bodies.get('home')).toBeUndefined();
    await expect(bodies.load('home')).rejects.toThrow('offline');
    expect(bodies.failed('home')).toBe(true);
    fail = false;
    expect((await bodies.load('home')).intro).toBe('late');
    expect(bodies.failed('home')).toBe(false);
  });
});
