/**
 * Whether resolve's steps note their decisions (record.ts) when a caller asks for a record.
 * True wherever Node runs the engine (the CLI, the preview, the tests, the prerender); the
 * client build reads `false` here instead (tools/vite/no-resolve-record-plugin.ts), so every
 * `if (TRACING …)` in the resolvers is dropped from the browser's bundle and its first load
 * does not grow for explain's sake.
 */
export const TRACING: boolean = true;
