/**
 * The names completion offers and definition finds, from the config as the editor has it (open
 * texts over the files on disk): named rules, flags and shared evaluators with where each is
 * defined, and the facts of schemas/facts.schema.json.
 */
import type { Location } from 'vscode-languageserver/node';
import { factVocabulary, typeWords } from '../portal/fact-vocabulary.ts';
import type { Workspace } from './workspace.ts';
import { flagFact } from '../../src/engine/facts/flag-facts.ts';
import { singleFilePath } from '../config/registry.ts';
import { keyPosition, keysAt } from './yaml-path.ts';

export interface Name {
  name: string;
  description: string;
}

const NAMED_RULES = singleFilePath('namedRules');

function describe(value: unknown, pick: (v: Record<string, unknown>) => unknown): string {
  const text = value && typeof value === 'object' ? pick(value as Record<string, unknown>) : undefined;
  return typeof text === 'string' ? text : '';
}

export function namedRules(workspace: Workspace): Name[] {
  const parsed = workspace.parsed(NAMED_RULES);
  return parsed ? keysAt(parsed, ['rules']).map(({ name, value }) => ({ name, description: describe(value, (v) => v.description) })) : [];
}

/** Flags (`flags:`) or shared evaluators (`$evaluators:`) of every flag file. */
function ofFlagFiles(workspace: Workspace, section: 'flags' | '$evaluators'): (Name & { file: string })[] {
  return workspace.filesOf('flags').flatMap((file) => {
    const parsed = workspace.parsed(file);
    return parsed
      ? keysAt(parsed, [section]).map(({ name, value }) => ({
          file,
          name,
          description: describe(value, (v) => (v.metadata as { description?: unknown } | undefined)?.description),
        }))
      : [];
  });
}

export const flags = (workspace: Workspace) => ofFlagFiles(workspace, 'flags');
export const evaluators = (workspace: Workspace) => ofFlagFiles(workspace, '$evaluators');

/** Every fact a rule may read, flags included (the flag files' own flags too, before their schema is written). */
export function facts(workspace: Workspace): Name[] {
  const out = new Map<string, Name>();
  for (const [name, schema] of factVocabulary(workspace.repoRoot).leaves)
    out.set(name, { name, description: [schema.description, typeWords(schema)].filter(Boolean).join(' — ') });
  for (const flag of flags(workspace)) {
    const name = flagFact(flag.name);
    if (!out.has(name)) out.set(name, { name, description: flag.description });
  }
  return [...out.values()];
}

function locationOf(workspace: Workspace, file: string, keys: readonly string[]): Location | null {
  const parsed = workspace.parsed(file);
  const at = parsed && keyPosition(parsed, keys);
  if (!at) return null;
  return {
    uri: workspace.uriOf(`${workspace.configDir}/${file}`),
    range: { start: { line: at.line, character: at.character }, end: { line: at.line, character: at.character + at.length } },
  };
}

export function ruleDefinition(workspace: Workspace, name: string): Location | null {
  return locationOf(workspace, NAMED_RULES, ['rules', name]);
}

/** A shared evaluator: in the file that uses it first, then in the other flag files. */
export function evaluatorDefinition(workspace: Workspace, name: string, fromFile: string | null): Location | null {
  const files = workspace.filesOf('flags');
  const ordered = fromFile && files.includes(fromFile) ? [fromFile, ...files.filter((f) => f !== fromFile)] : files;
  for (const file of ordered) {
    const found = locationOf(workspace, file, ['$evaluators', name]);
    if (found) return found;
  }
  return null;
}

export function flagDefinition(workspace: Workspace, name: string): Location | null {
  for (const file of workspace.filesOf('flags')) {
    const found = locationOf(workspace, file, ['flags', name]);
    if (found) return found;
  }
  return null;
}
