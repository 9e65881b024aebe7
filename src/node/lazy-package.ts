/**
 * A package loaded when first used rather than when its importer is: a `portal` command that
 * answers from its kept validation never compiles a schema, evaluates a flag or parses HTML, and
 * loading ajv, flagd-core and htmlparser2 for nothing was most of its start. Only for packages
 * that ship CommonJS.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
