/**
 * The two YAML packages, loaded when a file is first read rather than when a module that reads
 * files is: a `portal` command that answers from its kept validation reads no YAML, and loading
 * yaml (a few dozen modules) was a good part of its start.
 */
import { lazyPackage } from './lazy-package.ts';

/** yaml: the document model with positions (its CommonJS build, which Node's `import` loads too). */
export const yaml = lazyPackage<typeof import('yaml')>('yaml');
/** js-yaml: the fast reader of data without positions. */
export const jsYaml = lazyPackage<typeof import('js-yaml')>('js-yaml');
