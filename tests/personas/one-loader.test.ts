// One persona loader. Every reader of personas/ (the local stack, the portal
// command, diff/who/history, coverage, rule tests, the preview, Storybook) finds a persona by
// its id the same way and names a broken persona file with the same file:line:col finding.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyPersonas } from '../../src/render/stories/story-personas.ts';
import { personaStore } from '../../src/node/personas/store.ts';
import { PersonaError, readPersonas } from '../../tools/diff/personas.ts';
import { findPersona, loadPersonas } from '../../src/node/personas/load.ts';
import { readPersona, UsageError } from '../../tools/portal/persona.ts';
import { createWorkspace } from '../../tools/preview/workspace.ts';
import { readAllPersonas } from '../../tools/rule-coverage/personas.ts';
import { loadTestFiles } from '../../tools/rule-tests/load.ts';
import { prepareRuns } from '../../tools/rule-tests/run.ts';
import { compiledConfig, repoRoot } from '../support/config.ts';
import { tempRepo, type TempRepo } from '../tools/preview/temp-repo.ts';

const shipped = (id: string) => readFileSync(join(repoRoot, 'personas', `${id}.json`), 'utf8');

/** 1-based line and column of `needle` in `text` (found by hand, not by the loader's locator). */
function at(text: string, needle: string, offset = 0): { line: number; col: number } {
  const index = text.indexOf(needle) + offset;
  const before = text.slice(0, index).split('\n');
  return { line: before.length, col: before[before.length - 1]!.length + 1 };
}

let repo: TempRepo;
const files: Record<string, string> = {};
let schemaFinding: string;
let syntaxFinding: string;

beforeAll(() => {
  repo = tempRepo([]);
  mkdirSync(join(repo.root, 'personas'));
  const write = (name: string, text: string) => {
    files[name] = text;
    repo.write(`personas/${name}`, text);
  };
  write('active-de.json', shipped('active-de'));
  // A file whose name is not its id: every reader goes by the id.
  write('renamed-file.json', shipped('payment-methods-off-de').replace('"id": "payment-methods-off-de"', '"id": "renamed-persona"'));
  const schemaBroken = shipped('payment-methods-off-de')
    .replace('"id": "payment-methods-off-de"', '"id": "flag-not-boolean"')
    .replace('"paymentMethods": false', '"paymentMethods": "no"');
  write('flag-not-boolean.json', schemaBroken);
  const schemaAt = at(schemaBroken, '"no"');
  schemaFinding = `personas/flag-not-boolean.json:${schemaAt.line}:${schemaAt.col}: error PERSONA_SCHEMA: /flags/paymentMethods must be boolean (schemas/persona.schema.json)`;
  const syntaxBroken = shipped('payment-methods-off-de')
    .replace('"id": "payment-methods-off-de"', '"id": "trailing-comma"')
    .replace('"paymentMethods": false }', '"paymentMethods": false, }');
  write('trailing-comma.json', syntaxBroken);
  const syntaxAt = at(syntaxBroken, 'false, }', 'false, '.length);
  syntaxFinding = `personas/trailing-comma.json:${syntaxAt.line}:${syntaxAt.col}: error JSON_SYNTAX: not valid JSON: unexpected character here`;
});
afterAll(() => repo.remove());

/** The rule tests of one file naming `persona`, prepared against the temporary personas/. */
function ruleTestProblems(persona: string) {
  const path = join(repo.root, `case-${persona}.yaml`);
  writeFileSync(
    path,
    `# yaml-language-server: $schema=../../schemas/rule-tests.schema.json\ntests:\n  - name: reads ${persona}\n    persona: ${persona}\n    expect: { redirect: none }\n`,
  );
  const { files: testFiles, problems } = loadTestFiles(repoRoot, [path]);
  expect(problems).toEqual([]);
  return prepareRuns(repo.root, testFiles, compiledConfig());
}

function usageMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError || error instanceof PersonaError) return error.message;
    throw error;
  }
  throw new Error('no error');
}

describe('every reader of personas/', () => {
  let workspace: ReturnType<typeof createWorkspace> | undefined;
  afterAll(() => workspace?.close());

  it('names a broken persona file with the same file:line:col finding', async () => {
    const expected = [schemaFinding, syntaxFinding];
    const format = (p: { file: string; line: number; col: number; code: string; message: string }) =>
      `${p.file}:${p.line}:${p.col}: error ${p.code}: ${p.message}`;

    // src/node/personas/load.ts and coverage
    expect(loadPersonas(repo.root).problems.map(format)).toEqual(expected);
    expect(readAllPersonas(repo.root).problems.map(format)).toEqual(expected);
    // diff, who and history stop on it
    expect(usageMessage(() => readPersonas(repo.root)).split('\n')).toEqual(expected);
    // the portal command's --persona, by id and by file
    expect(usageMessage(() => readPersona(repo.root, 'flag-not-boolean'))).toBe(schemaFinding);
    expect(usageMessage(() => readPersona(repo.root, join(repo.root, 'personas', 'trailing-comma.json')))).toBe(syntaxFinding);
    // rule tests: the finding, at the test's persona line
    const rule = ruleTestProblems('flag-not-boolean');
    expect(rule.problems.map((p) => [p.code, p.message])).toEqual([['UNKNOWN_PERSONA', `reads flag-not-boolean: ${schemaFinding}`]]);
    // the local stack skips it with a warning
    const warnings: string[] = [];
    const store = personaStore(join(repo.root, 'personas'), (line) => warnings.push(line));
    try {
      expect((await store.list()).map((p) => p.id)).toEqual(['active-de', 'renamed-persona']);
    } finally {
      store.close();
    }
    expect(warnings).toEqual(expected.map((finding) => `skipping persona: ${finding}`));
    // Storybook (the same core, through import.meta.glob in the browser)
    const stories = storyPersonas(Object.fromEntries(Object.entries(files).map(([name, text]) => [`../../../personas/${name}`, text])));
    expect(stories.problems.map(format)).toEqual(expected);
    // the preview
    workspace = createWorkspace({ repoRoot: repo.root, watch: false });
    expect(workspace.state().problems.map(format)).toEqual(expected);
  });

  it('finds a persona by its id the same way, also when the file has another name', async () => {
    const stories = storyPersonas(Object.fromEntries(Object.entries(files).map(([name, text]) => [`../../../personas/${name}`, text])));
    const store = personaStore(join(repo.root, 'personas'), () => {});
    try {
      for (const id of ['active-de', 'renamed-persona']) {
        const found = findPersona(repo.root, id);
        expect({
          loader: found.ok ? found.persona.persona.id : found.message,
          portal: readPersona(repo.root, id).id,
          coverage: readAllPersonas(repo.root).personas.find((p) => p.name === id)?.persona.id,
          ruleTests: ruleTestProblems(id).runs[0]?.persona.id,
          localStack: (await store.get(id))?.id,
          storybook: stories.personas.get(id)?.persona.id,
        }).toEqual({ loader: id, portal: id, coverage: id, ruleTests: id, localStack: id, storybook: id });
      }
    } finally {
      store.close();
    }
  });

  it('answers an id no persona has with the nearest id, in the portal command and in rule tests', () => {
    const message = 'no persona "activ-de" in personas/; did you mean "active-de"?';
    expect(usageMessage(() => readPersona(repo.root, 'activ-de'))).toBe(message);
    expect(ruleTestProblems('activ-de').problems.map((p) => [p.code, p.message])).toEqual([['UNKNOWN_PERSONA', `reads activ-de: ${message}`]]);
  });
});
