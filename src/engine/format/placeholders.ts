/**
 * Fills a text's `{{name}}` placeholders: the i18next interpolation syntax every strings file
 * under config/strings is written in. The one filler of the engine's texts, the offer tables, the
 * order form and the UI strings. A name without a value becomes empty in the engine's texts; the
 * UI strings keep it as written, as i18next does (tests/render/i18n/i18next-parity.test.ts).
 */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export type PlaceholderValues = Readonly<Record<string, string | number | undefined>>;

export type MissingValue = 'empty' | 'keep';

export function fillPlaceholders(template: string | undefined, values: PlaceholderValues = {}, missing: MissingValue = 'empty'): string {
  return (template ?? '').replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = values[name];
    if (value !== undefined) return String(value);
    return missing === 'keep' ? placeholder : '';
  });
}
