/**
 * How a browser reaches a persona's state through the portal's real signals: the context facts
 * the persona sets are mapped back through config/context/signals.yaml to a query parameter, a
 * cookie, a User-Agent token, a stored value or the page itself; the flags a visitor's persona
 * differs in from the portal's defaults go into ?flags=. A fact no signal can bring is an error,
 * so a persona the running portal could never show fails loudly instead of being skipped.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { CONTEXT_DEFAULTS, CONTEXT_FACTS, type ContextSignal } from '../../src/engine/context/signals.ts';
import { findPage } from '../../src/engine/pages/find.ts';
import type { FeatureFlags, Persona } from '../../src/engine/types/persona.ts';
import { FLAGS } from '../../src/engine/flags/declaration.ts';

export interface BrowserState {
  /** Path, query and hash to open (after logging in, for a customer). */
  path: string;
  cookies: Record<string, string>;
  /** Appended to Chromium's own User-Agent. */
  userAgentTokens: string[];
  localStorage: Record<string, string>;
  /** How each fact was brought, for a failure message. */
  signalsUsed: string[];
}

function rawFor(signal: ContextSignal, wanted: unknown): string | null {
  if (signal.value !== undefined) return signal.value === wanted ? '1' : null;
  if (signal.values) return Object.entries(signal.values).find(([, value]) => value === wanted)?.[0] ?? null;
  return typeof wanted === 'string' ? wanted : null;
}

/** ?flags= entries that turn the portal's defaults into the persona's flags (a visitor gets no flag service answer). */
function flagQuery(flags: FeatureFlags, defaults: Readonly<FeatureFlags>, isCustomer: boolean): string[] {
  // A customer's flags come from the flag service, which answers the persona's own.
  if (isCustomer) return [];
  const entries: string[] = [];
  const names = new Set([...Object.keys(defaults), ...Object.keys(flags)]) as Set<keyof FeatureFlags>;
  for (const name of names) {
    const wanted = flags[name];
    const given = defaults[name];
    const kind = FLAGS[name]?.kind;
    if (kind === 'locales') {
      if (Array.isArray(wanted) && wanted.length > 0) entries.push(`${name}:${wanted.join('+')}`);
    } else if (kind === 'enum') {
      if (wanted) entries.push(`${name}:${String(wanted)}`);
    } else if ((wanted === true) !== (given === true)) {
      entries.push(wanted === true ? name : `-${name}`);
    }
  }
  return entries;
}

export function browserStateFor(persona: Persona, config: CompiledConfig): BrowserState {
  const context = persona.context as unknown as Record<string, unknown>;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(persona.context.query ?? {})) if (typeof value === 'string') query.set(key, value);
  const state: BrowserState = { path: '', cookies: {}, userAgentTokens: [], localStorage: {}, signalsUsed: [] };
  const [pathname = '/', hash = ''] = (persona.context.page ?? `/${persona.context.locale}/`).split(/(?=#)/);
  const page = findPage(config.pages, persona.context.locale, `${pathname}${hash}`);
  const flagEntries = flagQuery(persona.flags ?? {}, config.flags?.defaults ?? {}, persona.customer !== undefined);

  for (const fact of CONTEXT_FACTS) {
    const wanted = context[fact];
    if (wanted === undefined || wanted === null || wanted === CONTEXT_DEFAULTS[fact]) continue;
    // The default header type follows the login: only "integrated" needs a signal.
    if (fact === 'headerType' && wanted === (persona.customer ? 'private' : 'public')) continue;
    const brought = config.contextSignals.some((signal) => {
      if (signal.fact !== fact) return false;
      if (signal.from === 'page') return page?.context?.[fact] === wanted;
      const raw = rawFor(signal, wanted);
      if (raw === null || !signal.name) return false;
      if (signal.from === 'query') query.set(signal.name, raw);
      else if (signal.from === 'cookie') state.cookies[signal.name] = raw;
      else if (signal.from === 'userAgent') state.userAgentTokens.push(`${signal.name}1.0`);
      else if (signal.from === 'localStorage') state.localStorage[signal.name] = raw;
      else if (signal.from === 'flag' && !persona.customer) flagEntries.push(`${signal.name}:${raw}`);
      else return false;
      state.signalsUsed.push(`${fact}=${String(wanted)} by ${signal.from} ${signal.name ?? ''}`.trim());
      return true;
    });
    if (!brought) throw new Error(`${persona.id}: no signal in config/context/signals.yaml brings ${fact}=${JSON.stringify(wanted)} on ${pathname}${hash}`);
  }
  if (flagEntries.length > 0) query.set('flags', flagEntries.join(','));
  const search = query.toString();
  state.path = `${pathname}${search ? `?${search}` : ''}${hash}`;
  return state;
}
