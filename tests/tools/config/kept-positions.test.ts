/**
 * The places a validation's rules are written at, kept beside it (tools/config/kept-positions.ts):
 * the answer service reads one validation after another, one per save, in one process, so the
 * places found must be written when asked and at exit, without one exit listener per validation
 * (Node warns past ten, and the warning would be part of an answer).
 */
import { describe, expect, it } from 'vitest';
import { keptPositions, writeFoundPositions, type Position, type PositionStore } from '../../../tools/config/kept-positions.ts';

function memoryStore(): PositionStore & { written: Map<string, Position>[] } {
  const written: Map<string, Position>[] = [];
  return { written, read: () => undefined, write: (places) => written.push(new Map(places)) };
}

describe('kept positions', () => {
  it('writes the places found when asked, once each time, and adds one exit listener for any number of validations', () => {
    const listeners = process.listenerCount('exit');
    const stores = Array.from({ length: 15 }, memoryStore);
    for (const store of stores) {
      const locate = keptPositions(store, () => (path) => ({ line: path.length + 1, col: 1 }));
      expect(locate('config/menus/de-de.yaml')(['items', 0, 'rule'])).toEqual({ line: 4, col: 1 });
    }
    expect(process.listenerCount('exit')).toBeLessThanOrEqual(listeners + 1);

    writeFoundPositions();
    for (const store of stores) expect(store.written).toEqual([new Map([['["config/menus/de-de.yaml","items",0,"rule"]', { line: 4, col: 1 }]])]);
    // Nothing new since: nothing written again.
    writeFoundPositions();
    for (const store of stores) expect(store.written).toHaveLength(1);
  });
});
