/** Fills a text's `{{name}}` placeholders; a name without a value becomes empty, as the engine's text() does. */
export function fill(template: string | undefined, values: Readonly<Record<string, string>> = {}): string {
  return (template ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
