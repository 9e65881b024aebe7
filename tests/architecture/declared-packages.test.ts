/**
 * Every package the code imports is declared in package.json. An undeclared one works while
 * another package happens to bring it along, and breaks a clean `npm ci` the day that package
 * drops it. Node's own modules (node:…, or their bare names) and the build's virtual modules
 * need no declaration.
 */
import { builtinModules } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, listSourceFiles } from '../../tools/architecture/import-graph.ts';

const repoRoot = join(fileURLToPath(import.meta.url), '../../..');
const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})]);

/** The package a bare specifier names: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
export function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || specifier.startsWith('virtual:')) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
  return builtinModules.includes(name) ? null : name;
}

/** The plain-JavaScript entry points (`npm start`, the portal command, CI's scripts): TypeScript's list leaves them out. */
function scripts(folder: string): string[] {
  return readdirSync(join(repoRoot, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.mjs') && !name.includes('node_modules'))
    .map((name) => `${folder}/${name.split('\\').join('/')}`);
}

describe('declared packages', () => {
  it('names packages as npm does', () => {
    expect(packageOf('@openfeature/core')).toBe('@openfeature/core');
    expect(packageOf('react-dom/client')).toBe('react-dom');
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
    expect(packageOf('./x.ts')).toBeNull();
    expect(packageOf('virtual:portal-config')).toBeNull();
  });

  it('every package imported by the code, the tests, the benchmarks and the configs is in package.json', () => {
    const files = [
      ...listSourceFiles(repoRoot, ['src', 'server', 'tools', 'tests', 'bench', '.storybook']),
      'vite.config.ts',
      'vitest.config.ts',
      'vitest.browser.config.ts',
      ...scripts('tools'),
    ];
    const missing: string[] = [];
    for (const file of files) {
      for (const { specifier } of importsOf(readFileSync(join(repoRoot, file), 'utf8'), file)) {
        const name = packageOf(specifier);
        if (name && !declared.has(name)) missing.push(`${file} imports ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
