/**
 * Where a rule or item is written, its line and column worked out when first read: validation
 * prepares every rule but names the place of few, and a place costs the tools a full parse of the
 * file with positions (tools/config/yaml-source.ts). The reference also keeps, out of sight, the
 * path it was made from, so a compiled config can be stored and read back with its references
 * (tools/config/validation-cache.ts) without working out every position first.
 */
import type { SourceRef } from '../rules/types.ts';
import type { JsonPath } from './sources.ts';

/** The file and path of a lazy reference: a symbol property, so no copy or JSON of the reference carries it. */
export const SOURCE_PLACE: unique symbol = Symbol.for('portal.sourcePlace') as never;

export interface SourcePlace {
  file: string;
  path: JsonPath;
}

type Locate = (path: JsonPath) => { line: number; col: number } | null;

export function lazySourceRef(file: string, path: JsonPath, locate: Locate | undefined): SourceRef {
  if (!locate) return { file, line: 0, col: 0 };
  return asLazySourceRef({}, file, path, locate);
}

/**
 * Makes `target` (an object with no properties of its own) the lazy reference: a stored
 * reference read back is turned into one where it lies, so nothing that points at it changes.
 */
export function asLazySourceRef(target: object, file: string, path: JsonPath, locate: Locate): SourceRef {
  let position: { line: number; col: number } | undefined;
  const at = () => (position ??= locate(path) ?? { line: 0, col: 0 });
  // The properties of the literal `{ file, get line(), get col() }`, in its order (JSON keeps it).
  Object.defineProperties(target, {
    file: { value: file, enumerable: true, writable: true, configurable: true },
    line: { get: () => at().line, enumerable: true, configurable: true },
    col: { get: () => at().col, enumerable: true, configurable: true },
    [SOURCE_PLACE]: { value: { file, path } satisfies SourcePlace, enumerable: false },
  });
  return target as SourceRef;
}

export function sourcePlaceOf(value: object): SourcePlace | undefined {
  return (value as { [SOURCE_PLACE]?: SourcePlace })[SOURCE_PLACE];
}
