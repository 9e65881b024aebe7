/**
 * The one step a flag may need from a developer: a flag that TypeScript reads is in the code's
 * table (src/engine/flags/table.generated.ts, written by tools/flags/write-schemas.ts), and that
 * table must say what config/flags/ says. A flag only rules read needs nothing of the sort (the
 * compiled config carries its declaration). Reported by name, at the flag:
 * - a flag of the code's table that config/flags/ no longer defines, or defines with another kind;
 * - a flag config/flags/ defines that TypeScript reads by name but the code's table lacks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FLAGS, type FlagDeclaration } from '../../../src/engine/flags/declaration.ts';
import { declarationOf, type FlagdFlagSet } from '../../../src/engine/flags/flagd-format.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { validFiles } from './known.ts';

const TABLE = 'src/engine/flags/table.generated.ts';
const STEP = 'a developer runs `npx tsx tools/flags/write-schemas.ts` (docs/contributing.md "Add a feature flag")';

const kindWords = (declaration: FlagDeclaration) =>
  (declaration.kind === 'enum' ? `one of ${declaration.values.join(', ')} (default ${declaration.default})` : declaration.kind) +
  (declaration.fact === false ? ', not read by rules' : '');

/** The first place under src/ where TypeScript names the flag (file:line), or null. */
function readInCode(repoRoot: string, name: string): string | null {
  const pattern = new RegExp(`\\b${name}\\b`);
  const visit = (dir: string): string | null => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return null;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        const found = visit(path);
        if (found) return found;
      } else if (/\.tsx?$/.test(entry.name) && relative(repoRoot, path) !== TABLE) {
        const lines = readFileSync(path, 'utf8').split('\n');
        const line = lines.findIndex((text) => pattern.test(text) && !/^\s*(\*|\/\/)/.test(text));
        if (line >= 0) return `${relative(repoRoot, path)}:${line + 1}`;
      }
    }
    return null;
  };
  return visit(join(repoRoot, 'src'));
}

/** A FLAG_CODE_TABLE finding at the flag's key in its file. */
function atFlag(record: ConfigFileRecord, name: string, message: string): Problem {
  const { line, col } = record.source.locate(['flags', name], { key: true });
  return { file: record.file, line, col, code: 'FLAG_CODE_TABLE', message };
}

export function lintCodeFlags(records: ConfigFileRecord[], repoRoot: string): Problem[] {
  const files = validFiles(records, 'flags');
  if (files.length === 0) return [];
  const problems: Problem[] = [];
  const defined = new Map<string, { record: ConfigFileRecord; declaration: FlagDeclaration | string }>();
  for (const record of files) {
    for (const [name, flag] of Object.entries((record.source.data as FlagdFlagSet).flags)) defined.set(name, { record, declaration: declarationOf(flag) });
  }
  const code = FLAGS as Readonly<Record<string, FlagDeclaration>>;
  for (const [name, inCode] of Object.entries(code)) {
    const found = defined.get(name);
    if (!found) {
      const first = files[0]!;
      problems.push({
        file: first.file,
        line: 1,
        col: 1,
        code: 'FLAG_CODE_TABLE',
        message: `flag "${name}" is read by TypeScript (${TABLE}) but config/flags/ does not define it: removing it needs a developer, who removes its use and runs \`npx tsx tools/flags/write-schemas.ts\``,
      });
      continue;
    }
    if (typeof found.declaration === 'string' || JSON.stringify(found.declaration) === JSON.stringify(inCode)) continue;
    problems.push(
      atFlag(
        found.record,
        name,
        `flag "${name}" is read by TypeScript as ${kindWords(inCode)} (${TABLE}), but config/flags/ makes it ${kindWords(found.declaration)}: ${STEP}, and adapts the code that reads it`,
      ),
    );
  }
  for (const [name, found] of defined) {
    if (Object.hasOwn(code, name) || typeof found.declaration === 'string') continue;
    const where = readInCode(repoRoot, name);
    if (!where) continue;
    problems.push(
      atFlag(
        found.record,
        name,
        `flag "${name}" is read by TypeScript (${where}) but is not in ${TABLE}: rules may read it from the YAML alone, the code only after ${STEP}`,
      ),
    );
  }
  return problems;
}
