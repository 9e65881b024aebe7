// The time a build resolves at: each locale's browser config carries the build's
// now facts in its market's zone and says whether any of its rules reads now.
import { describe, expect, it } from 'vitest';
import { buildInstant, timeOfBuild } from '../../tools/vite/build-time.ts';
import { compiledConfig } from '../support/config.ts';

describe('the time of a build', () => {
  it('is PORTAL_BUILD_TIME when set, else the real time; a bad value is named', () => {
    expect(buildInstant({ PORTAL_BUILD_TIME: '2026-12-01T07:00Z' })).toBe(Date.UTC(2026, 11, 1, 7));
    expect(buildInstant({ PORTAL_BUILD_TIME: '2026-12-01T08:00+01:00' })).toBe(Date.UTC(2026, 11, 1, 7));
    const before = Date.now();
    expect(buildInstant({})).toBeGreaterThanOrEqual(before);
    expect(() => buildInstant({ PORTAL_BUILD_TIME: 'next monday' })).toThrow('PORTAL_BUILD_TIME="next monday" is not a time');
  });

  it("gives each locale the now facts in its market's zone", () => {
    const config = compiledConfig();
    const at = Date.UTC(2026, 11, 1, 7);
    expect(timeOfBuild(config, 'de-de', at).now.iso).toBe('2026-12-01T08:00:00+01:00');
    expect(timeOfBuild(config, 'fi-fi', at).now.iso).toBe('2026-12-01T09:00:00+02:00');
  });

  it('says a locale reads now only when one of its rules does', () => {
    const shipped = structuredClone(compiledConfig());
    expect(shipped.locales.list.some((l) => timeOfBuild(shipped, l.code, 0).readsNow)).toBe(false);
    // A compiled config is never changed (timeOfBuild remembers what it read): a second one with the rule.
    const config = structuredClone(compiledConfig());
    const rule = { '<': [{ var: 'now.date' }, '2026-12-24'] };
    config.menus['fi-fi']!.nav.public[0]!.rule = { original: rule, logic: rule, source: null };
    expect(timeOfBuild(config, 'fi-fi', 0).readsNow).toBe(true);
    expect(timeOfBuild(config, 'de-de', 0).readsNow).toBe(false);
  });
});
