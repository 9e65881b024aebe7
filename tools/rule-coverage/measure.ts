/**
 * Measures rule coverage: every persona as it is, and every rule-test run, resolved with the
 * instrumented config. Which outcome each rule had, and which menu items someone saw. With the
 * offer selection (config/offers/selection.yaml), each of them is also listed every offer list
 * of the catalogue, so the selection's rules are counted like the rest (`offerSelection.…`).
 */
import type { CompiledConfig, CompiledMenuItem } from '../../src/engine/config/compiled.ts';
import { deriveFacts } from '../../src/engine/facts/derive.ts';
import { resolve } from '../../src/blocks/resolve-with-blocks.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import type { Item, ViewModel } from '../../src/engine/types/view-model.ts';
import type { SourceRef } from '../../src/engine/rules/types.ts';
import { selectOffers } from '../../src/engine/offers/select.ts';
import type { CompiledOfferSelection } from '../../src/engine/offers/selection.ts';
import type { OfferContext } from '../rule-tests/offers.ts';
import { runName, type PreparedRun } from '../rule-tests/run.ts';
import { instrumentConfig, type RuleSubject } from './instrument.ts';

export interface RuleCoverage extends RuleSubject {
  true: number;
  false: number;
  /** The first persona or test that made it true (false). */
  trueBy: string | null;
  falseBy: string | null;
}

export interface ItemCoverage {
  key: string;
  source: SourceRef | null;
  seenBy: string | null;
}

export interface Measured {
  rules: RuleCoverage[];
  items: ItemCoverage[];
  personas: number;
  testRuns: number;
}

const MENU_SECTIONS = [['nav', 'public'], ['nav', 'private'], ['nav', 'corporate'], ['actions', 'public'], ['actions', 'private'], ['account']] as const;

/** Every menu item of every locale with its key (as subjects.ts names places) and id. */
function menuItems(config: CompiledConfig): { key: string; menuLocale: string; id: string; source: SourceRef | null }[] {
  const out: { key: string; menuLocale: string; id: string; source: SourceRef | null }[] = [];
  const visit = (items: readonly CompiledMenuItem[], key: string, menuLocale: string) => {
    for (const item of items) {
      const itemKey = `${key}[${item.id}]`;
      out.push({ key: itemKey, menuLocale, id: item.id, source: item.source });
      visit(item.children ?? [], `${itemKey}.children`, menuLocale);
    }
  };
  for (const [locale, menu] of Object.entries(config.menus)) {
    for (const section of MENU_SECTIONS) {
      const list = section.length === 1 ? menu.account : (menu[section[0]] as Record<string, CompiledMenuItem[]>)[section[1]]!;
      visit(list, `menus.${locale}.${section.join('.')}`, locale);
    }
  }
  return out;
}

function flatten(items: readonly Item[] | undefined): Item[] {
  return (items ?? []).flatMap((item) => [item, ...flatten(item.children)]);
}

/** "<menu locale>#<id>" of every header item a view model shows (ids are unique within a menu file). */
function seenItems(config: CompiledConfig, vm: ViewModel): string[] {
  const menuLocale = config.menus[vm.locale] ? vm.locale : config.locales.menuFallback;
  return [...flatten(vm.header.nav), ...flatten(vm.header.actions), ...flatten(vm.header.account?.menu)].map((item) => `${menuLocale}#${item.id}`);
}

export function measureCoverage(
  config: CompiledConfig,
  personas: readonly { name: string; persona: Persona }[],
  runs: readonly PreparedRun[],
  offers: OfferContext | null = null,
): Measured {
  // The selection rides along in the config instrumented, so its rules become subjects too.
  const withOffers = offers ? ({ ...config, offerSelection: offers.selection } as CompiledConfig) : config;
  const instrumented = instrumentConfig(withOffers);
  const selection = (instrumented.config as CompiledConfig & { offerSelection?: CompiledOfferSelection }).offerSelection ?? null;
  const seen = new Map<string, string>();
  const resolveAs = (by: string, persona: Persona) => {
    const vm = instrumented.during(by, () => {
      const facts = instrumented.withProbe(deriveFacts(persona, instrumented.config));
      if (selection && offers) for (const entry of selection.pages) selectOffers(selection, facts, offers.catalogue, entry.page);
      return resolve(instrumented.config, facts, persona);
    });
    for (const item of seenItems(config, vm)) if (!seen.has(item)) seen.set(item, by);
  };
  for (const { name, persona } of personas) resolveAs(`persona ${name}`, persona);
  for (const run of runs) resolveAs(`test ${run.file}:${run.line} "${runName(run)}"`, run.persona);
  const rules = instrumented.subjects.map((subject): RuleCoverage => {
    const outcome = instrumented.outcomes.get(subject.key);
    return { ...subject, true: outcome?.true ?? 0, false: outcome?.false ?? 0, trueBy: outcome?.trueBy ?? null, falseBy: outcome?.falseBy ?? null };
  });
  const items = menuItems(config).map((item) => ({ key: item.key, source: item.source, seenBy: seen.get(`${item.menuLocale}#${item.id}`) ?? null }));
  return { rules, items, personas: personas.length, testRuns: runs.length };
}
