// Which test files share a worker's modules (tests/support/test-isolation.ts): a file that changes
// what the files after it would see must get a fresh module graph, or it could pass or fail
// another file depending on which worker ran it first.
import { describe, expect, it } from 'vitest';
import { changesSharedState, testFileGroups } from '../support/test-isolation.ts';
import { repoRoot } from '../support/config.ts';

describe('test files that change shared state run isolated', () => {
  it.each([
    ['a DOM environment', '// @vitest-environment jsdom\nimport { it } from "vitest";'],
    ['a mocked module', "vi.mock('../../src/render/x.tsx', () => ({}));"],
    ['a replaced global', "vi.stubGlobal('IntersectionObserver', undefined);"],
    ['fake timers', 'beforeEach(() => vi.useFakeTimers());'],
    ['a spy on a shared object', "const warn = vi.spyOn(console, 'warn');"],
    ['an environment variable set', 'process.env.PORTAL_DIST = dir;'],
    ['an environment variable set by name', 'process.env[NAME] = "1";'],
    ['an environment variable removed', 'delete process.env[CODE_VERSION_VARIABLE];'],
    ['another working directory', "process.chdir('/tmp');"],
  ])('%s', (_, source) => {
    expect(changesSharedState(source)).toBe(true);
  });

  it('a file that only calls functions and reads the environment shares', () => {
    expect(changesSharedState("import { resolve } from '../../src/engine/resolve/index.ts';\nif (process.env.CI === 'true') it('x', () => {});")).toBe(false);
  });

  it('splits the repository: the jsdom and mocking files isolated, plain engine files shared, browser files left out', () => {
    const groups = testFileGroups(repoRoot, 'tests', ['tests/browser']);
    expect(groups.isolated).toContain('tests/render/country/country-dialog-unavailable.test.tsx');
    expect(groups.isolated).toContain('tests/render/header/header.test.tsx');
    expect(groups.shared).toContain('tests/engine/explain/agrees-with-resolve.test.ts');
    expect([...groups.shared, ...groups.isolated].some((file) => file.startsWith('tests/browser/'))).toBe(false);
    expect(groups.shared.length).toBeGreaterThan(100);
  });
});
