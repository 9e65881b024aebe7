import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import type { ConfigKind } from '../registry.ts';

/**
 * How cross-file checks see the config. A file that is missing is missing; a file that exists
 * but did not parse or is not schema-valid is *unknown*: its own finding already names the
 * mistake, and whatever it would define (a menu, a named rule, a string, an action id) may
 * well exist once it is fixed. Checks stay quiet about anything unknown, so one broken file
 * gives one message, not one per file that refers to it.
 */

/** The valid file of a kind; undefined when it is missing or broken. */
export function validFile(records: readonly ConfigFileRecord[], kind: ConfigKind): ConfigFileRecord | undefined {
  return records.find((r) => r.kind === kind && r.valid);
}

/** Every valid file of a kind. */
export function validFiles(records: readonly ConfigFileRecord[], kind: ConfigKind): ConfigFileRecord[] {
  return records.filter((r) => r.kind === kind && r.valid);
}

/** Whether some file of the kind exists but is broken, so what the kind defines is not fully known. */
export function anyBroken(records: readonly ConfigFileRecord[], kind: ConfigKind): boolean {
  return records.some((r) => r.kind === kind && !r.valid);
}

/** Whether the file at this config-relative path exists (broken or not). */
export function exists(records: readonly ConfigFileRecord[], rel: string): boolean {
  return records.some((r) => r.rel === rel);
}

/** The locale a per-locale file stands for, told by its name (menus/de-de.yaml is de-de). */
export function fileLocale(record: ConfigFileRecord): string {
  return record.rel
    .split('/')
    .pop()!
    .replace(/\.ya?ml$/, '');
}

/**
 * The records as checks across files should see them: a file with a finding of its own
 * (a syntax or schema error, an unknown name, a misspelt definition) counts as broken, so
 * the checks after it stay quiet about what it defines.
 */
export function trustedRecords(records: readonly ConfigFileRecord[], problems: readonly Problem[]): ConfigFileRecord[] {
  const withFindings = new Set(problems.map((p) => p.file));
  return records.map((r) => (r.valid && withFindings.has(r.file) ? { ...r, valid: false } : r));
}
