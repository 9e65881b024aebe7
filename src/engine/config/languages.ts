/**
 * The nine UI languages (spec 1). Swiss German uses the `de-ch` language id so i18next
 * falls back to German for any string not written in Swiss German.
 */
export const LANGUAGES = ['de', 'en', 'es', 'fr', 'nl', 'pl', 'fi', 'it', 'de-ch'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language whose keys every other language must have (validate: missing translations). */
export const REFERENCE_LANGUAGE: Language = 'en';

/** i18next resources: language -> namespace -> key -> text. */
export type StringResources = Record<string, Record<string, Record<string, string>>>;
