/**
 * One preview view: a persona with the page's choices applied (locale, design version, flags,
 * page), resolved by the real engine, with the explanations the page shows on hover and the
 * menu items this persona does not see. Everything here is what `portal resolve` and
 * `portal explain` answer, for the same persona and options.
 */
import { bodyOf, withBody } from '../../src/engine/pages/bodies.ts';
import type { OfferBuild } from '../offers/offer-build.ts';
import { hasOfferBlocks } from '../offers/offer-build.ts';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';
import { explainBalance } from '../../src/engine/explain/balance.ts';
import { explainCountryBanner } from '../../src/engine/explain/banners.ts';
import { explainRedirect } from '../../src/blocks/resolve-with-blocks.ts';
import type { Explanation } from '../../src/engine/explain/explain.ts';
import { explainFooterPart } from '../../src/blocks/resolve-with-blocks.ts';
import { explainHeader, explainLogo } from '../../src/engine/explain/header.ts';
import { deriveFacts } from '../../src/engine/facts/derive.ts';
import type { Facts } from '../../src/engine/facts/types.ts';
import { resolve } from '../../src/blocks/resolve-with-blocks.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import type { Item, ViewModel } from '../../src/engine/types/view-model.ts';
import { targetKey, type PersonaSummary, type PreviewView, type ViewRequest } from '../../src/preview/protocol.ts';
import { withOverrides } from '../portal/persona.ts';
import type { ServedFlags } from '../flags/served-flags.ts';
import { explainMenuItem, hiddenItems } from './hidden.ts';

/** A request the engine cannot answer as asked: the page gets the message and a 400. */
export class ViewRequestError extends Error {}

/**
 * The persona as the engine sees it with the page's choices: the same overrides as `portal resolve`.
 * `serveFlags`: the flags the flag service serves it (config/flags/ targeting); the page's flag
 * switches go over them, as `--flags` does.
 */
export function previewPersona(persona: Persona, request: ViewRequest, config: CompiledConfig, serveFlags?: (persona: Persona) => ServedFlags): Persona {
  const locales = config.locales.list.map((entry) => entry.code.toLowerCase());
  const locale = request.locale?.toLowerCase();
  if (locale !== undefined && !locales.includes(locale)) throw new ViewRequestError(`unknown locale "${request.locale}"; the config has ${locales.join(', ')}`);
  if (request.page !== undefined && !request.page.startsWith('/')) throw new ViewRequestError(`page must be a path starting with "/", got "${request.page}"`);
  let applied: Persona = structuredClone(persona);
  if (request.design) applied.context = { ...applied.context, designVersion: request.design };
  try {
    applied = withOverrides(applied, {
      ...(locale ? { locale } : {}),
      ...(request.page ? { page: request.page } : {}),
      ...(request.at ? { at: request.at } : {}),
    });
  } catch (error) {
    // A time that is not one (--at's message): the page gets it with a 400.
    throw new ViewRequestError((error as Error).message.replace('--at', 'at'));
  }
  // Served for the locale the view is in (targeting may read it), then the page's switches.
  if (serveFlags) applied = serveFlags(applied).persona;
  if (request.flags && Object.keys(request.flags).length > 0) applied.flags = { ...applied.flags, ...request.flags };
  return applied;
}

/** Every item id the view model's header shows (navigation with dropdowns, actions, account menu). */
export function shownItemIds(viewModel: ViewModel): Set<string> {
  const ids = new Set<string>();
  const visit = (items: readonly Item[] | undefined) => {
    for (const item of items ?? []) {
      ids.add(item.id);
      visit(item.children);
    }
  };
  visit(viewModel.header.nav);
  visit(viewModel.header.actions);
  visit(viewModel.header.account?.menu);
  return ids;
}

/** Why each drawn thing is there, by the key the frame reports when it is hovered or focused. */
function explainTargets(config: CompiledConfig, facts: Facts, persona: Persona, viewModel: ViewModel): Record<string, Explanation[]> {
  const targets: Record<string, Explanation[]> = { [targetKey.header]: [explainHeader(config, facts)] };
  for (const id of shownItemIds(viewModel)) {
    const all = explainMenuItem(config, facts, persona, id);
    // The same id can sit in several sections (nav.public and nav.private): explain the shown one.
    const shown = all.filter((explanation) => explanation.shown);
    targets[targetKey.item(id)] = shown.length > 0 ? shown : all;
  }
  for (const logo of viewModel.header.logos) targets[targetKey.logo(logo.id)] = [explainLogo(config, facts, logo.id)];
  for (const part of viewModel.footer?.parts ?? []) targets[targetKey.part(part.kind)] = [explainFooterPart(config, facts, part.kind, persona)];
  if (viewModel.countryBanner) targets[targetKey.banner] = [explainCountryBanner(config, facts)];
  if (viewModel.header.balance) targets[targetKey.balance] = [explainBalance(config, facts)];
  return targets;
}

/** The strings a view's language needs: its own, its base language's and English (i18n.ts falls back so). */
function stringsFor(strings: StringResources, language: string): StringResources {
  const wanted = new Set([language.toLowerCase(), language.toLowerCase().split('-')[0]!, 'en']);
  return Object.fromEntries(Object.entries(strings).filter(([name]) => wanted.has(name.toLowerCase())));
}

export interface ViewInputs {
  config: CompiledConfig;
  strings: StringResources;
  persona: Persona;
  summary: PersonaSummary;
  version: number;
  serveFlags?: (persona: Persona) => ServedFlags;
  /** The offer blocks' data at an instant, as the build writes it into the page (without it an offer block draws nothing). */
  offers?: (at: number) => OfferBuild;
}

/**
 * The config with the viewed page's offer blocks carrying their data at the view's time, as the
 * running portal's page body carries it (the build writes it in): the preview draws the list.
 */
function withOfferData(config: CompiledConfig, facts: Facts, offers: ((at: number) => OfferBuild) | undefined): CompiledConfig {
  const locale = facts.page.locale.toLowerCase();
  const page = config.pages[locale]?.find((p) => p.path !== null && p.path === facts.page.path) ?? config.pages[locale]?.find((p) => p.id === facts.page.id);
  if (!offers || !page || !hasOfferBlocks(page.blocks)) return config;
  const at = Date.parse(facts.now.iso);
  return withBody(config, locale, page.id, offers(Number.isNaN(at) ? Date.now() : at).body(locale, page, bodyOf(page)));
}

export function previewView({ config: written, strings, persona, summary, version, serveFlags, offers }: ViewInputs, request: ViewRequest): PreviewView {
  const applied = previewPersona(persona, request, written, serveFlags);
  const facts = deriveFacts(applied, written);
  const config = withOfferData(written, facts, offers);
  const viewModel = resolve(config, facts, applied);
  const explain = request.explain !== false;
  return {
    version,
    persona: summary,
    applied: {
      locale: viewModel.locale,
      design: viewModel.designVersion,
      page: facts.page.path,
      flags: { ...applied.flags },
    },
    viewModel,
    strings: stringsFor(strings, viewModel.language),
    redirect: explainRedirect(config, facts, applied),
    targets: explain ? explainTargets(config, facts, applied, viewModel) : {},
    hidden: explain ? hiddenItems(config, facts, applied, viewModel.locale, shownItemIds(viewModel)) : [],
  };
}
