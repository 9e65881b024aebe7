/**
 * The modules a JavaScript chunk imports statically (`import ... from`, `import "x"`,
 * `export ... from`, source and defer phase imports): the browser fetches them before the
 * chunk runs. `import()` expressions load later, on demand, and are left out.
 */
import { ImportType, initSync, parse } from 'es-module-lexer';

export class ChunkParseError extends Error {
  override name = 'ChunkParseError';
}

const FETCHED_BEFORE_RUNNING = new Set<ImportType>([ImportType.Static, ImportType.StaticSourcePhase, ImportType.StaticDeferPhase]);

/** The static import specifiers of an ES module's source, in source order. */
export function staticImports(source: string, chunkName: string): string[] {
  initSync(); // the lexer is WebAssembly; a no-op once compiled
  let imports: ReturnType<typeof parse>[0];
  try {
    [imports] = parse(source, chunkName);
  } catch (error) {
    throw new ChunkParseError(`${chunkName} is not a parsable ES module: ${(error as Error).message}`);
  }
  return imports.filter((entry) => FETCHED_BEFORE_RUNNING.has(entry.t) && entry.n !== undefined).map((entry) => entry.n!);
}
