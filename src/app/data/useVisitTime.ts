import { useEffect, useState } from 'react';
import type { CompiledConfig } from '../../engine/config/compiled.ts';
import type { Visit } from '../../engine/facts/visit-time.ts';

/**
 * The config at the visit's time. The prerendered HTML and the first render evaluate `now`
 * rules at the build's time (config.now, there only when a rule of the locale reads `now`);
 * after hydration such a locale loads the clock (its own chunk) and resolves again at the real
 * time, so a scheduled item shows once its time has come, whatever the build knew. Without
 * the clock the page keeps the build's time, as its HTML has it.
 */
export function useVisitTime(config: CompiledConfig): CompiledConfig {
  const [visit, setVisit] = useState<Visit | null>(null);
  useEffect(() => {
    if (config.now) import('../../engine/facts/visit-time.ts').then((m) => setVisit(m.visitOf(config)), console.error);
  }, [config]);
  return visit?.of === config ? visit.config : config;
}
