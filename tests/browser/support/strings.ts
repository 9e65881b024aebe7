import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT } from './portal.ts';

/** Expected texts and rules come from config/, so a wording change does not break the tests. */
export function readConfigYaml<T>(...path: string[]): T {
  return parse(readFileSync(join(REPO_ROOT, 'config', ...path), 'utf8')) as T;
}

/** config/strings/<kind>/<lang>.yaml, failing loudly when a key the test needs is missing. */
export function configStrings(kind: 'app' | 'common' | 'engine' | 'footer' | 'header' | 'offers', lang: string): (key: string) => string {
  const table = readConfigYaml<Record<string, string>>('strings', kind, `${lang}.yaml`);
  return (key) => {
    const value = table[key];
    if (typeof value !== 'string') throw new Error(`config/strings/${kind}/${lang}.yaml has no "${key}"`);
    return value;
  };
}
