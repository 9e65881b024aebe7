declare module 'virtual:portal-config' {
  import type { CompiledConfig } from '../engine/config/compiled.ts';
  import type { StringResources } from '../engine/config/languages.ts';
  /** config/ validated and compiled at build time (tools/vite/portal-config-plugin.ts). */
  export const config: CompiledConfig;
  /** UI strings: language -> namespace -> key -> text. */
  export const strings: StringResources;
}
