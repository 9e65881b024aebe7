/**
 * Where a context signal is found (config/context/signals.yaml, `from`): the one declaration.
 * `SignalSource` (context/signals.ts) and the enum of schemas/context-signals.schema.json come
 * from here (see footer-parts.ts for how).
 */
export const SIGNAL_SOURCES = {
  query: 'A query parameter of the page URL (one an embedding app passes).',
  cookie: "A cookie of the portal's host.",
  userAgent: "A token in the browser's User-Agent (the mobile app's web views add theirs).",
  localStorage: 'A value the portal stored in this browser.',
  page: "The page's own config (config/pages/: its `context` field).",
  flag: 'A feature flag of the flag service (or ?flags=).',
} as const satisfies Record<string, string>;

export type SignalSource = keyof typeof SIGNAL_SOURCES;
