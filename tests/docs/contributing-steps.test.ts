/**
 * docs/contributing.md, followed literally: in a temporary copy of the repository,
 * the flag of "Add a feature flag" is added as its step 1 shows, the commands of its step 2 and of
 * "Before you commit" are run as written, and then the tests that read the flag vocabulary. Each
 * must pass. The commands are read from the guide itself, so a guide that names a step that no
 * longer works, or leaves one out that the tests need, fails here (before: adding a flag left
 * generated files and docs/facts.md stale, and two tests failed).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/config.ts';

const guide = readFileSync(join(repoRoot, 'docs/contributing.md'), 'utf8');

/** The text of a `## ` section of the guide, up to the next one. */
function section(title: string): string {
  const start = guide.indexOf(`\n## ${title}\n`);
  if (start === -1) throw new Error(`docs/contributing.md has no section "${title}"`);
  const end = guide.indexOf('\n## ', start + 1);
  return guide.slice(start, end === -1 ? undefined : end);
}

/**
 * The commands a paragraph names in backticks, as a reader runs them: a line break inside one is
 * a space, and `... -- test` repeats the command before it with another ending.
 */
function commandsIn(text: string): string[] {
  const commands: string[] = [];
  for (const match of text.matchAll(/`([^`]+)`/g)) {
    const code = match[1]!.replace(/\s+/g, ' ').trim();
    if (code.startsWith('... -- ')) {
      const before = commands.at(-1);
      if (!before?.includes(' -- ')) throw new Error(`"${code}" continues no command`);
      commands.push(`${before.slice(0, before.indexOf(' -- '))} -- ${code.slice('... -- '.length)}`);
    } else if (/^(npx|npm) /.test(code)) {
      commands.push(code);
    }
  }
  return commands;
}

const addFlag = section('Add a feature flag');
/** The YAML of step 1, without the indentation of the list it is shown in. */
const definition = ((): string | undefined => {
  const block = /```yaml\n([\s\S]*?)\n *```/.exec(addFlag)?.[1];
  if (block === undefined) return undefined;
  const indent = Math.min(
    ...block
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => /^ */.exec(line)![0].length),
  );
  return `${block
    .split('\n')
    .map((line) => line.slice(indent))
    .join('\n')}\n`;
})();
const stepOne = addFlag.slice(addFlag.indexOf('1. **'), addFlag.indexOf('2. **'));
const stepTwo = addFlag.slice(addFlag.indexOf('2. **'), addFlag.indexOf('3. **'));
const beforeCommit = section('Before you commit');

/** The repository as a clone has it (tracked and new files, nothing ignored), node_modules linked. */
function copyOfRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'contributing-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      cpSync(join(repoRoot, file), join(copy, file));
    } catch (error) {
      // A file deleted in the working tree but not yet in git: a clone would not have it either.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

const copy = copyOfRepository();
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function run(command: string): { status: number | null; output: string } {
  const result = spawnSync(command, { cwd: copy, shell: true, encoding: 'utf8', env: { ...process.env, CI: 'true', FORCE_COLOR: '0' }, timeout: 240_000 });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}`.slice(-3000) };
}

describe('docs/contributing.md, followed literally: add a feature flag', () => {
  it('names a definition and the commands to run', () => {
    expect(definition).toMatch(/^savingsCalculator:\n/);
    expect(commandsIn(stepTwo)).toEqual(expect.arrayContaining([expect.stringContaining('tools/flags/write-schemas.ts')]));
    expect(commandsIn(beforeCommit).length).toBeGreaterThanOrEqual(5);
  });

  it('leaves the checks the guide names, and the tests that read flags, green', () => {
    // `npm run size` is for code that ships to the browser: npm test runs it on the same commit,
    // and a second build of the copy here would cost CI minutes.
    const commands = [...commandsIn(stepTwo), ...commandsIn(beforeCommit)].filter((c) => c !== 'npm run size');
    // The guide's config checks (portal validate, test, coverage) hold the shipped config: a
    // product owner's edit may fail one before any flag is added, and that check reports it. The
    // flag must not fail a check that passed without it.
    const isConfigCheck = (command: string) => command.includes(' portal -- ');
    const failedBefore = new Set(commands.filter(isConfigCheck).filter((command) => run(command).status !== 0));

    // Step 1: the definition, as shown, under the flags of the repository's flag file and of the
    // unit tests' own config, the two files the step names.
    expect(stepOne).toContain('tests/fixtures/one-site/flags/portal.yaml');
    const indented = definition!
      .trimEnd()
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
    for (const file of ['config/flags/portal.yaml', 'tests/fixtures/one-site/flags/portal.yaml']) {
      const flagsFile = join(copy, file);
      writeFileSync(flagsFile, `${readFileSync(flagsFile, 'utf8').trimEnd()}\n\n${indented}\n`);
    }

    const failed: string[] = [];
    for (const command of commands) {
      const { status, output } = run(command);
      if (status !== 0 && !failedBefore.has(command)) failed.push(`${command} (exit ${status}):\n${output}`);
    }
    // The tests that read the flag vocabulary, its schemas and its docs.
    const readers = [
      'tests/engine/flags',
      'tests/engine/facts',
      'tests/engine/personas',
      'tests/personas',
      'tests/tools/facts-reference.test.ts',
      'tests/tools/schema-descriptions.test.ts',
      'tests/app/wiring/environment.test.ts',
      'tests/tools/preview/view.test.ts',
    ];
    const tests = run(`npx vitest run ${readers.join(' ')} --reporter=dot`);
    if (tests.status !== 0) failed.push(`the tests that read flags (exit ${tests.status}):\n${tests.output}`);
    expect(failed).toEqual([]);
    // And the flag is there to be read: in the generated table and the facts reference.
    expect(readFileSync(join(copy, 'src/engine/flags/table.generated.ts'), 'utf8')).toContain('savingsCalculator');
    expect(readFileSync(join(copy, 'docs/facts.md'), 'utf8')).toContain('flags.savingsCalculator');
  }, 900_000);
});
