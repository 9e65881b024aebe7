/**
 * A temporary repository for the preview tests: the tests' own config (fixtureRepo(), so a
 * product owner's edit of config/ changes nothing here), schemas/ and the repository's
 * personas/ (or the repository `parts` given). The tests edit its files the way a product owner
 * does; the repository's own files are never touched.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixtureRepo } from '../../support/fixture-config.ts';

export interface TempRepo {
  root: string;
  read(file: string): string;
  write(file: string, text: string): void;
  remove(): void;
}

export function tempRepo(parts: string[] = ['personas']): TempRepo {
  const root = fixtureRepo(parts);
  return {
    root,
    read: (file) => readFileSync(join(root, file), 'utf8'),
    write: (file, text) => writeFileSync(join(root, file), text),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** An unclosed "[" on a new last line of a YAML file: a mistake that must give one message, not one per line after it. */
export function withUnclosedBracket(text: string): { text: string; line: number } {
  const body = text.endsWith('\n') ? text : `${text}\n`;
  return { text: `${body}broken: [1, 2\n`, line: body.split('\n').length };
}

/**
 * Copies of the largest page file (ids and paths made their own), so that validating the temp
 * repository takes long enough to see who waits for it.
 */
export function addPageCopies(repo: TempRepo, count: number): void {
  const products = repo.read('config/pages/products.yaml');
  for (let copy = 1; copy <= count; copy++) {
    const text = products
      .replace(/^(\s*-?\s*id:\s*)([A-Za-z0-9_-]+)\s*$/gm, `$1$2-copy${copy}`)
      .replace(/^(\s*path:\s*)\/(\S*)$/gm, `$1/copy${copy}/$2`)
      .replace(/^(\s*)(aliases|hashRoutes):.*$/gm, '$1# left out');
    repo.write(`config/pages/products-copy${copy}.yaml`, text);
  }
}
