// The sample CI workflow (docs/ci/portal-config.yml) must stay runnable as the portal command
// changes: every portal invocation in it names a command and a format that exist.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FORMATS } from '../../tools/portal/formats/report.ts';
import { portal } from '../support/cli.ts';
import { repoRoot } from '../support/config.ts';

const text = readFileSync(join(repoRoot, 'docs/ci/portal-config.yml'), 'utf8');
const workflow = parse(text) as { jobs: Record<string, { steps: { run?: string }[] }> };
const invocations = Object.values(workflow.jobs)
  .flatMap((job) => job.steps.map((step) => step.run ?? ''))
  .flatMap((run) => [...run.matchAll(/npm run --silent portal -- (\w+)([^\n>|]*)/g)].map((m) => ({ command: m[1]!, args: m[2]!.trim() })));

describe('the sample CI workflow', () => {
  it('says it is a sample, on its first line', () => {
    expect(text.split('\n')[0]).toMatch(/^# SAMPLE/);
  });

  it('validates, tests, checks coverage, diffs and reviews in pictures', () => {
    expect(new Set(invocations.map((i) => i.command))).toEqual(new Set(['validate', 'test', 'coverage', 'diff', 'review']));
  });

  it('runs only commands the portal has', async () => {
    // The command itself answers: a command that exists refuses an option it does not know by name
    // (an unknown command is refused as such, before any option is read).
    const commands = [...new Set(invocations.map((i) => i.command))];
    const runs = await Promise.all(commands.map((command) => portal([command, '--no-such-option'])));
    for (const [i, run] of runs.entries()) expect(run.stderr, commands[i]).toContain("Unknown option '--no-such-option'");
  }, 60_000); // review reads its options in a process of its own, started through tsx

  it.each(invocations.map((i) => [`${i.command} ${i.args}`, i] as const))('%s names a format the command takes', (_name, { command, args }) => {
    const format = /--format (\w+)/.exec(args)?.[1];
    if (command === 'diff') expect(format).toBe('markdown');
    else if (command === 'review') expect(args).toMatch(/--out review$/);
    else expect(FORMATS).toContain(format);
  });

  it('keeps the review as an artefact', () => {
    expect(text).toMatch(/name: portal-review\n\s+path: review\//);
  });
});
