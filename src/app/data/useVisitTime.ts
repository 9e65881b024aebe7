import { useEffect, useMemo, useState } from 'react';
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import type { NowFacts } from '../../engine/facts/types.ts';

/**
 * The config at the visit's time. The prerendered HTML and the first render evaluate `now`
 * rules at the build's time (config.now); after hydration, a locale whose rules read `now`
 * loads the engine's clock (its own chunk, not in the first load) and the page resolves again
 * at the real time, so a scheduled item shows once its time has come, whatever the build knew.
 */
export function useVisitTime(config: CompiledConfig): CompiledConfig {
  const [visit, setVisit] = useState<{ of: CompiledConfig; now: NowFacts } | null>(null);
  useEffect(() => {
    if (!config.readsNow) return;
    let live = true;
    import('../../engine/facts/now.ts').then(
      ({ nowFacts }) => live && setVisit({ of: config, now: nowFacts(Date.now(), config.now?.timeZone ?? 'UTC') }),
      // Without its clock the page keeps the build's time, as the prerendered HTML has it.
      (error: unknown) => console.error('The clock for scheduled changes could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [config]);
  return useMemo(() => (visit?.of === config ? { ...config, now: visit.now } : config), [config, visit]);
}
