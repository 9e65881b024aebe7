import type { CompiledConfig } from '../config/compiled.ts';
import type { CustomerData } from '../facts/derive.ts';
import type { Facts } from '../facts/types.ts';
import { localizeHref } from '../format/href.ts';

/** What every resolver step reads: config, facts, the raw payloads, and derived helpers. */
export interface ResolveContext {
  config: CompiledConfig;
  facts: Facts;
  data: CustomerData;
  locale: string;
  language: string;
  /** Final href per spec 2.1 (null for unsafe links). */
  href: (raw: string) => string | null;
  /** The engine's UI string for the page language, falling back to English, then the key. */
  text: (key: string, vars?: Record<string, string>) => string;
}

export function createResolveContext(config: CompiledConfig, facts: Facts, data: CustomerData): ResolveContext {
  const locale = facts.page.locale;
  const language = facts.page.language;
  const base = `/${locale}`;
  const host = facts.page.host ?? undefined;
  const strings = config.strings[language] ?? {};
  const fallback = config.strings.en ?? {};
  return {
    config,
    facts,
    data,
    locale,
    language,
    href: (raw) => localizeHref(raw, base, host),
    text: (key, vars) => {
      const template = strings[key] ?? fallback[key] ?? key;
      return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars?.[name] ?? '');
    },
  };
}
