/**
 * The country flags the portal can draw (config/markets/ `flag`, an offer's bank country): each
 * has its artwork in public/assets/flags/<code>.svg, drawn by render/blocks/FlagIcon.tsx. "eu" is
 * the generic EU market. A new one: its file there and its code here, then
 *   npx tsx tools/vocabularies/write-schemas.ts
 * (which puts the codes into schemas/markets.schema.json; a test holds the files to this list).
 */
export const COUNTRY_FLAG_CODES: readonly string[] = [
  'at',
  'ch',
  'de',
  'ee',
  'es',
  'eu',
  'fi',
  'fr',
  'gb',
  'hr',
  'ie',
  'it',
  'lt',
  'lv',
  'mt',
  'nl',
  'pl',
  'pt',
  'us',
];
