/**
 * `portal who`: for one persona (already in the locale and on the page it is asked about), the
 * explanation of whether it sees a menu item, a page block or a page. Built from the explain
 * functions the `explain` command prints, so both say the same.
 */
import type { CompiledConfig } from '../../../src/engine/config/compiled.ts';
import { explainRedirect } from '../../../src/blocks/resolve-with-blocks.ts';
import type { Explanation, ExplainStep } from '../../../src/engine/explain/explain.ts';
import { explainPageBlock } from '../../../src/blocks/resolve-with-blocks.ts';
import { personaFacts } from './persona-facts.ts';
import type { CompiledBlock } from '../../../src/blocks/types.generated.ts';
import type { CompiledPage } from '../../../src/engine/pages/compiled.ts';
import { findPage } from '../../../src/engine/pages/find.ts';
import { resolve } from '../../../src/blocks/resolve-with-blocks.ts';
import type { Persona } from '../../../src/engine/types/persona.ts';
import { explainAnyItem } from '../explain-item.ts';
import type { KnownIds } from '../known-ids.ts';
import { withOverrides } from '../persona.ts';

export type SubjectKind = 'item' | 'block' | 'page';

export interface Answer {
  /** The persona as it was asked: locale and page moved where the subject is. */
  persona: Persona;
  sees: boolean;
  explanation: Explanation;
}

/** Of several explanations (an item in two sections), the one shown, else the one that got furthest. */
function pick(explanations: Explanation[]): Explanation {
  const shown = explanations.find((e) => e.shown);
  if (shown) return shown;
  const reach = (e: Explanation) => {
    const failed = e.steps.findIndex((s) => !s.passes);
    return failed < 0 ? e.steps.length : failed;
  };
  return explanations.reduce((best, e) => (reach(e) > reach(best) ? e : best));
}

function where(page: CompiledPage) {
  return page.source;
}

function hasBlock(blocks: readonly CompiledBlock[], id: string): boolean {
  return blocks.some((b) => b.id === id || (b.type === 'link-list' && b.links.some((l) => l.id === id)) || ('blocks' in b && hasBlock(b.blocks, id)));
}

function localesWith(config: CompiledConfig, test: (page: CompiledPage) => boolean): { locales: string[]; page: CompiledPage | null } {
  const locales: string[] = [];
  let first: CompiledPage | null = null;
  for (const [locale, pages] of Object.entries(config.pages)) {
    const page = pages.find(test);
    if (page) {
      locales.push(locale);
      first ??= page;
    }
  }
  return { locales: locales.sort(), page: first };
}

/** A required-action redirect takes the customer off the page before any of it is seen. */
function redirectStep(config: CompiledConfig, persona: Persona): ExplainStep {
  const redirect = explainRedirect(config, personaFacts(persona, config), persona);
  if (!redirect.shown) return { says: `no required-action redirect applies (${redirect.outcome})`, passes: true };
  const holding = redirect.steps[redirect.steps.length - 1]!;
  return { ...holding, says: `the required-action redirect takes the customer away: ${redirect.outcome}`, passes: false };
}

function notOnLocale(subject: string, locale: string, found: { locales: string[]; page: CompiledPage | null }): Explanation {
  const elsewhere = found.locales.length ? `it is in ${found.locales.join(', ')}` : 'no locale has it';
  return {
    subject,
    shown: false,
    outcome: `not in ${locale}`,
    steps: [{ says: `no page of ${locale} has ${subject} (${elsewhere})`, passes: false, source: found.page ? where(found.page) : null }],
  };
}

export function answerItem(config: CompiledConfig, persona: Persona, id: string, known: KnownIds): Answer {
  const explanation = pick(explainAnyItem(config, personaFacts(persona, config), persona, id, known));
  return { persona, sees: explanation.shown, explanation };
}

export function answerBlock(config: CompiledConfig, persona: Persona, id: string): Answer {
  const locale = persona.context.locale.toLowerCase();
  const subject = `block "${id}"`;
  const pages = (config.pages[locale] ?? []).filter((p) => p.path !== null && hasBlock(p.blocks, id));
  const own = findPage(config.pages, locale, persona.context.page ?? `/${locale}/`);
  const page = pages.find((p) => p === own) ?? pages[0];
  if (!page)
    return {
      persona,
      sees: false,
      explanation: notOnLocale(
        subject,
        locale,
        localesWith(config, (p) => hasBlock(p.blocks, id)),
      ),
    };
  const moved = page === own ? persona : withOverrides(persona, { page: page.path! });
  const block = pick(explainPageBlock(config, personaFacts(moved, config), moved, { id }));
  const explanation = { ...block, steps: [redirectStep(config, moved), ...block.steps] };
  explanation.shown = explanation.steps.every((s) => s.passes);
  return { persona: moved, sees: explanation.shown, explanation };
}

/** The page by id, or by path (a path without a locale is taken in the persona's locale). */
export function pageOf(config: CompiledConfig, locale: string, ref: string): CompiledPage | null {
  if (!ref.startsWith('/')) return (config.pages[locale] ?? []).find((p) => p.id === ref) ?? null;
  const first = ref.split(/[/?#]/)[1]?.toLowerCase() ?? '';
  const path = first === locale ? ref : `/${locale}${ref}`;
  const page = findPage(config.pages, locale, path);
  return page && !page.notFound ? page : null;
}

export function answerPage(config: CompiledConfig, persona: Persona, ref: string): Answer {
  const locale = persona.context.locale.toLowerCase();
  const subject = ref.startsWith('/') ? `page ${ref}` : `page "${ref}"`;
  const page = pageOf(config, locale, ref);
  if (!page || page.path === null) {
    const found = localesWith(config, (p) => (ref.startsWith('/') ? pageOf(config, p.locale, ref) === p : p.id === ref));
    return { persona, sees: false, explanation: notOnLocale(subject, locale, found) };
  }
  const moved = findPage(config.pages, locale, persona.context.page ?? '') === page ? persona : withOverrides(persona, { page: page.path });
  const facts = personaFacts(moved, config);
  const vm = resolve(config, facts, moved);
  const loggedIn = { text: 'customer.loggedIn', value: facts.customer.loggedIn, children: [] };
  const audience: ExplainStep =
    vm.gate === 'login'
      ? {
          says: `page "${page.id}" is for customers and nobody is logged in: the login prompt takes its place`,
          passes: false,
          source: page.source,
          trace: loggedIn,
        }
      : vm.gate === 'forbidden'
        ? { says: `the customer service answered 403: the forbidden notice takes the place of page "${page.id}"`, passes: false, source: page.source }
        : {
            says: `page "${page.id}" is for ${page.audience === 'any' ? 'everyone' : page.audience === 'public' ? 'visitors and customers' : 'customers'}`,
            passes: true,
            source: page.source,
            trace: page.audience === 'customer' ? loggedIn : null,
          };
  const steps: ExplainStep[] = [redirectStep(config, moved)];
  if (vm.localeSwitch)
    steps.push({
      says: `the distribution channel moves the customer to ${vm.localeSwitch.locale} (${vm.localeSwitch.href})`,
      passes: false,
      source: config.redirects.localeSwitch?.source ?? null,
    });
  steps.push(audience);
  const shown = steps.every((s) => s.passes);
  return { persona: moved, sees: shown, explanation: { subject: `${subject} (${page.path})`, shown, outcome: shown ? 'seen' : 'not seen', steps } };
}
