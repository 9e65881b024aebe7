import type { ProductInstancePayload } from '../types/persona.ts';

/** Spec 4: an instance counts unless it is REJECTED or CLOSED. */
const INACTIVE_INSTANCE_STATES: ReadonlySet<string> = new Set(['REJECTED', 'CLOSED']);

/** Spec 3: portfolio scenarios map to risk levels 30/50/70/100. */
export const SCENARIO_LEVELS: Readonly<Record<string, number>> = {
  CONSERVATIVE: 30,
  BALANCED: 50,
  MODERATE: 70,
  DYNAMIC: 100,
};

const WEALTH_MANAGEMENT = /^DWM(30|50|70|100)(_NL)?$/;
const MONEY_MARKET = /^DWMMM(_NL)?$/;
const ROBO = /^ROBO(30|50|70|100)$/;
const RURUP = /^RURUP(30|50|70|100)$/;

/** Liquid instances that count (spec 4: liquid category, matching template, not rejected/closed). */
function liveLiquidTemplates(instances: readonly ProductInstancePayload[]): string[] {
  return instances
    .filter((i) => i.product_category === 'LIQUID' && !INACTIVE_INSTANCE_STATES.has(String(i.state)))
    .map((i) => String(i.instance_template_domain_id ?? ''));
}

function liveTemplates(instances: readonly ProductInstancePayload[]): string[] {
  return instances.filter((i) => !INACTIVE_INSTANCE_STATES.has(String(i.state))).map((i) => String(i.instance_template_domain_id ?? ''));
}

export function productFlags(instances: readonly ProductInstancePayload[] | undefined) {
  const list = Array.isArray(instances) ? instances : [];
  const liquid = liveLiquidTemplates(list);
  const all = liveTemplates(list);
  const levels = liquid
    .map((t) => WEALTH_MANAGEMENT.exec(t)?.[1])
    .filter((level): level is string => level !== undefined)
    .map(Number);
  return {
    wealthManagement: levels.length > 0,
    moneyMarket: liquid.some((t) => MONEY_MARKET.test(t)),
    roboAdvisor: all.some((t) => ROBO.test(t)),
    rurupPension: all.some((t) => RURUP.test(t)),
    wealthManagementLevels: [...new Set(levels)].sort((a, b) => a - b),
  };
}
