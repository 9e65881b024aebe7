/**
 * The time a build resolves at (scheduled changes). The prerendered HTML and the
 * browser's first render evaluate every `now` rule at it, so hydration matches; a locale whose
 * rules read `now` is resolved again in the browser with the visit's time (App: useVisitTime).
 * PORTAL_BUILD_TIME builds as of another time ("2026-12-01T07:00Z"): a rebuild started just
 * before a scheduled change, or a test.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { NowFacts } from '../../src/engine/facts/types.ts';
import { configForLocale } from '../../src/engine/config/for-locale.ts';
import { instantOf, nowFacts, timeZoneOf } from '../../src/engine/facts/now.ts';

export function buildInstant(env: Record<string, string | undefined> = process.env): number {
  const written = env.PORTAL_BUILD_TIME;
  if (written === undefined || written === '') return Date.now();
  const at = instantOf(written, 'UTC');
  if (at === null) throw new Error(`PORTAL_BUILD_TIME="${written}" is not a time: write 2026-12-01T07:00Z or 2026-12-01T08:00+01:00`);
  return at;
}

let once: number | undefined;

/** One time per process: the client and the prerender (ssr) builds of one `vite build` share it. */
export function processBuildInstant(): number {
  return (once ??= buildInstant());
}

/** The locale's `now` facts at the build's time, and whether any of its rules reads `now`. */
export function timeOfBuild(config: CompiledConfig, code: string, at: number): { now: NowFacts; readsNow: boolean } {
  return { now: nowFacts(at, timeZoneOf(config.locales.byCode[code])), readsNow: readsNow(configForLocale(config, code)) };
}

/**
 * Whether a rule in `value` reads `now` (its logic, named rules expanded, as the browser gets it).
 * Each object is looked at once across the locales (most of a locale's config is shared with the
 * others): a save under `npm start` asks it for all twelve.
 */
const nowReaders = new WeakMap<object, boolean>();
function readsNow(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  const known = nowReaders.get(value);
  if (known !== undefined) return known;
  let found = false;
  if (Array.isArray(value)) found = value.some(readsNow);
  else {
    for (const [key, child] of Object.entries(value)) {
      // A source reference's line is worked out when read (a parse of its file): never a rule.
      if (key === 'source' || key === 'original') continue;
      if (key === 'var') {
        const name = Array.isArray(child) ? child[0] : child;
        if (name === 'now' || (typeof name === 'string' && name.startsWith('now.'))) found = true;
      } else if (readsNow(child)) found = true;
      if (found) break;
    }
  }
  nowReaders.set(value, found);
  return found;
}
