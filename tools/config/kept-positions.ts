/**
 * The line and column of a kept validation's source references, kept beside it: a reference
 * works out its place when first read, by a parse of its file with positions (yaml's, a few
 * dozen ms for a menu file), and `explain` and `who` read the places of the same rules run after
 * run. Kept per validation (whose key covers every config file's text), so a changed file is
 * parsed again; the places found by a run are added when it ends (or, in the answer service, when
 * a question is answered).
 */
import type { JsonPath } from '../../src/engine/config/sources.ts';

export type Position = { line: number; col: number } | null;

export interface PositionStore {
  read(): Map<string, Position> | undefined;
  write(places: Map<string, Position>): void;
}

/**
 * The places found since they were last written, by store: written when the process ends, or
 * when the answer service has answered a question (writeFoundPositions). One exit listener for
 * all: a service reads validation after validation, one per save.
 */
const unwritten = new Map<PositionStore, Map<string, Position>>();
let writesAtExit = false;

/** Writes the places found since the last write, each beside its validation. */
export function writeFoundPositions(): void {
  for (const [store, places] of unwritten) store.write(places);
  unwritten.clear();
}

/** A place's key: its file and path. */
const placeKey = (file: string, path: JsonPath) => JSON.stringify([file, ...path]);

/**
 * A locator for each file that answers from the kept places first and parses the file (`parse`)
 * only for a place not kept; the places found are kept when the process ends.
 */
export function keptPositions(store: PositionStore | undefined, parse: (file: string) => (path: JsonPath) => Position) {
  let table: Map<string, Position> | undefined;
  const parsed = new Map<string, (path: JsonPath) => Position>();
  const known = () => {
    if (!table) {
      let read: Map<string, Position> | undefined;
      try {
        read = store?.read();
      } catch {
        read = undefined;
      }
      table = read instanceof Map ? read : new Map();
    }
    return table;
  };
  return (file: string) =>
    (path: JsonPath): Position => {
      const key = placeKey(file, path);
      const places = known();
      const kept = places.get(key);
      if (kept === null || (typeof kept?.line === 'number' && typeof kept.col === 'number')) return kept;
      let locate = parsed.get(file);
      if (!locate) {
        locate = parse(file);
        parsed.set(file, locate);
      }
      const position = locate(path);
      places.set(key, position);
      if (store) {
        unwritten.set(store, places);
        if (!writesAtExit) {
          writesAtExit = true;
          process.once('exit', writeFoundPositions);
        }
      }
      return position;
    };
}
