/**
 * The browser's resolve records nothing (explain reads what resolve decided, and the
 * browser must not pay for it). In the client environment src/engine/resolve/tracing.ts reads
 * `TRACING = false`; the bundler inlines that constant, and the minifier drops every
 * `if (TRACING) ctx.note?.(…)` in the resolvers, so the first load is byte for byte what it was.
 * Node (the CLI, the preview, the tests, the prerender) keeps the file as written: true.
 */
import type { Plugin } from 'vite';

const TRACING_MODULE = /[\\/]src[\\/]engine[\\/]resolve[\\/]tracing\.ts$/;

export function noResolveRecordPlugin(): Plugin {
  return {
    name: 'portal-no-resolve-record',
    // Asked per module rather than per environment: vite.config.ts shares one plugin instance.
    load(id) {
      if (this.environment?.name !== 'client' || !TRACING_MODULE.test(id)) return undefined;
      return 'export const TRACING = false;\n';
    },
  };
}
