import type { CompiledMenu } from '../config/compiled.ts';
import type { CompiledConfig } from '../config/compiled.ts';

/** The locale's menu, else the fallback locale's (spec 2.1: en-us), else an empty menu. */
export function menuFor(config: CompiledConfig, locale: string): CompiledMenu {
  return (
    config.menus[locale] ??
    config.menus[config.locales.menuFallback] ?? {
      locale,
      file: '',
      nav: { public: [], private: [], corporate: [] },
      actions: { public: [], private: [] },
      account: [],
    }
  );
}
