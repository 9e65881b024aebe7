import type { CompiledConfig } from '../config/compiled.ts';
import type { Facts } from '../facts/types.ts';
import { holds } from '../rules/evaluate.ts';
import type { HeaderType } from '../types/view-model.ts';

/** Header type: the first type whose rule holds (config/headers/headers.yaml). */
export function headerTypeOf(config: CompiledConfig, facts: Facts): HeaderType {
  return config.headers.types.find((t) => holds(t.rule, facts))?.type ?? 'public';
}

/** Facts with the resolved header type, so variant and balance rules can read page.headerType. */
export function withHeaderType(facts: Facts, type: HeaderType): Facts {
  return { ...facts, page: { ...facts.page, headerType: type } };
}

export function variantOf(config: CompiledConfig, facts: Facts) {
  const variants = config.headers.variants;
  return variants.find((v) => holds(v.rule, facts)) ?? variants[variants.length - 1]!;
}
