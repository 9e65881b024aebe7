import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createWorkspace, type PreviewWorkspace } from '../../../tools/preview/workspace.ts';
import type { PreviewState } from '../../../src/preview/protocol.ts';
import { tempRepo, withUnclosedBracket, type TempRepo } from './temp-repo.ts';

const MENU = 'config/menus/de-de.yaml';
let repo: TempRepo;
let workspace: PreviewWorkspace | undefined;

beforeEach(() => {
  repo = tempRepo();
});
afterEach(() => {
  workspace?.close();
  workspace = undefined;
  repo.remove();
});

function nextState(ws: PreviewWorkspace, accept: (state: PreviewState) => boolean, timeoutMs = 15_000): Promise<PreviewState> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no matching state within the time limit')), timeoutMs);
    const stop = ws.subscribe((state) => {
      if (!accept(state)) return;
      clearTimeout(timer);
      stop();
      resolve(state);
    });
  });
}

describe('preview workspace', () => {
  it('offers the personas, locales and boolean flags of a valid repository', () => {
    workspace = createWorkspace({ repoRoot: repo.root, watch: false });
    const state = workspace.state();
    expect(state.problems).toEqual([]);
    expect(state.hasConfig).toBe(true);
    expect(state.personas.find((p) => p.id === 'payment-methods-off-de')).toMatchObject({
      locale: 'de-de',
      file: 'personas/payment-methods-off-de.json',
      flags: { paymentMethods: false },
    });
    expect(state.locales).toEqual(['de-de']);
    expect(state.flags.map((f) => f.name)).toContain('paymentMethods');
    // newMarketLocales is a list, not a switch: the page cannot toggle it.
    expect(state.flags.map((f) => f.name)).not.toContain('newMarketLocales');
  });

  it('keeps the last good config while a file is broken, names the mistake at its place, and drops it when fixed', () => {
    workspace = createWorkspace({ repoRoot: repo.root, watch: false });
    const good = workspace.config();
    expect(good).not.toBeNull();
    const original = repo.read(MENU);
    const broken = withUnclosedBracket(original);
    repo.write(MENU, broken.text);
    workspace.reload({ config: true });

    const state = workspace.state();
    expect(state.problems).toHaveLength(1);
    expect(state.problems[0]).toMatchObject({ file: MENU, line: broken.line, col: 9, code: 'YAML_SYNTAX' });
    expect(workspace.config()).toBe(good);
    expect(state.hasConfig).toBe(true);

    repo.write(MENU, original);
    workspace.reload({ config: true });
    expect(workspace.state().problems).toEqual([]);
    expect(workspace.config()).not.toBe(good);
    expect(workspace.state().version).toBe(3);
  });

  it('has no config to show when the first load already fails, and says why', () => {
    repo.write(MENU, withUnclosedBracket(repo.read(MENU)).text);
    workspace = createWorkspace({ repoRoot: repo.root, watch: false });
    expect(workspace.config()).toBeNull();
    expect(workspace.state()).toMatchObject({ hasConfig: false, configCompiledAt: null, locales: [] });
    expect(workspace.state().problems[0]?.file).toBe(MENU);
  });

  it('reloads by itself after an edit and tells its subscribers', async () => {
    workspace = createWorkspace({ repoRoot: repo.root, quietMs: 30 });
    const before = workspace.state().version;
    const broken = nextState(workspace, (state) => state.problems.length > 0);
    repo.write(MENU, withUnclosedBracket(repo.read(MENU)).text);
    const state = await broken;
    expect(state.version).toBeGreaterThan(before);
    expect(state.problems[0]).toMatchObject({ file: MENU, code: 'YAML_SYNTAX' });
  });

  it('says which folder it cannot watch, keeps serving its last good view, and still follows the others', async () => {
    const warnings: string[] = [];
    const personasDir = join(repo.root, 'no-personas-here');
    workspace = createWorkspace({ repoRoot: repo.root, personasDir, quietMs: 30, warn: (line) => warnings.push(line) });
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`^cannot watch ${personasDir}: .*ENOENT.*\\(edits there need a restart\\)$`))]);
    expect(workspace.state().hasConfig).toBe(true);
    const broken = nextState(workspace, (state) => state.problems.length > 0);
    repo.write(MENU, withUnclosedBracket(repo.read(MENU)).text);
    const state = await broken;
    expect(state.problems[0]).toMatchObject({ file: MENU, code: 'YAML_SYNTAX' });
    // The last good config is still what the pages are drawn from.
    expect(state.hasConfig).toBe(true);
    expect(workspace.config()).not.toBeNull();
  });

  it('locates a persona file that is not JSON and keeps offering its last good version', () => {
    workspace = createWorkspace({ repoRoot: repo.root, watch: false });
    const file = 'personas/payment-methods-off-de.json';
    repo.write(file, repo.read(file).replace('"paymentMethods": false }', '"paymentMethods": false, }'));
    workspace.reload({ personas: true });
    const problems = workspace.state().problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file, line: 6, code: 'JSON_SYNTAX' });
    expect(workspace.persona('payment-methods-off-de')?.file).toBe(file);
  });

  it('places a persona that breaks its schema at the offending value', () => {
    workspace = createWorkspace({ repoRoot: repo.root, watch: false });
    const file = 'personas/payment-methods-off-de.json';
    repo.write(file, repo.read(file).replace('"paymentMethods": false', '"paymentMethods": "no"'));
    workspace.reload({ personas: true });
    const [problem] = workspace.state().problems;
    expect(problem).toMatchObject({ file, line: 6, code: 'PERSONA_SCHEMA' });
    expect(problem?.message).toContain('/flags/paymentMethods');
    expect(problem?.col).toBeGreaterThan(60);
  });
});
