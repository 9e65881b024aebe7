/**
 * The views a diff compares: every persona in its own locale and, by default, in every other
 * locale either config knows, with the page moved to that locale (a change to the fi-fi menu
 * then shows for every visitor and customer who could browse fi-fi). A persona's data and
 * flags are the same on both sides; only the config differs.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { resolveData } from '../../src/blocks/resolve-with-blocks.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { withOverrides } from '../portal/persona.ts';

export type LocaleScope = 'own' | 'all';

export interface View {
  persona: string;
  locale: string;
  /** The persona's own locale (as written in its file), not one it was moved to. */
  own: boolean;
  data: Persona;
}

/** Locales of the locale list and the market list of both configs, in the working tree's order. */
export function localesOf(...configs: CompiledConfig[]): string[] {
  const codes = new Set<string>();
  for (const config of configs) {
    for (const entry of config.locales.list) codes.add(entry.code.toLowerCase());
    for (const market of config.markets.markets) codes.add(market.locale.toLowerCase());
  }
  return [...codes];
}

export function viewsOf(personas: Persona[], locales: string[], scope: LocaleScope): View[] {
  const views: View[] = [];
  for (const persona of personas) {
    const own = persona.context.locale.toLowerCase();
    views.push({ persona: persona.id, locale: own, own: true, data: persona });
    if (scope === 'own') continue;
    for (const locale of locales) {
      if (locale !== own) views.push({ persona: persona.id, locale, own: false, data: withOverrides(persona, { locale }) });
    }
  }
  return views;
}

/** A view's view model, or why the engine could not resolve it (an old config the code no longer reads). */
export type Resolved = { ok: true; viewModel: unknown } | { ok: false; error: string };

export function resolveView(config: CompiledConfig, view: View): Resolved {
  try {
    return { ok: true, viewModel: resolveData(config, view.data) };
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
}
