/**
 * Menu and footer labels (config/menus/<locale>.yaml, config/footers/<locale>.yaml): one file
 * per locale, each written in its locale's language, so there is no per-language key to pair a
 * translation with its source. What pairs them is the item id, which the locales of a site
 * share (`products`, `term-deposits`, `esisuisse`): a label is `<item id>:<field>`
 * (`products-term:title`, `esisuisse:institute_link.title`) and its source is the same label in
 * the first locale of the source language that has it (locales.yaml order: de-de before de-at).
 * A label outside any item (the footer's `social.heading`, `usContact.availability`,
 * `disclaimer`) is its path; ids are kebab-case, so `:` keeps the two kinds apart. The unit id
 * adds the file: `menu.fr-fr.products-term:title`, `footer.en-us.usContact.availability`, so
 * that it names one text of the language even when a tool drops the <file>'s `original`.
 *
 * Every locale of the language is its own file with its own units: en-gb and en-us may word
 * the same item differently. A label no locale of the source language has (a de-ch item, the
 * US contact banner) was written for that language's locales only: it goes out with itself as
 * the source. Fields a locale's item does not have are not added: which items and fields a
 * menu has is the menu's design, not a translation. The copyright holder is a company's legal
 * name, which differs by market (Savingo UK Limited), not a text to translate.
 */
import type { LocaleEntry } from '../../src/engine/config/types.ts';
import { lineOf, type YamlFile } from './config-files.ts';
import type { FoundSet, ReadConfig } from './unit-types.ts';

/** The fields of menu items and footer parts that visitors read (schemas/menu, footer, common). */
const LABEL_KEYS = new Set([
  'title',
  'description',
  'tag',
  'groupName',
  'heading',
  'alt_text',
  'availability',
  'email_link_text',
  'phone_link_text',
  'disclaimer',
]);
/** Rules and links: never labels, whatever keys they hold. */
const NOT_LABELS = new Set(['when', 'href', 'locale']);
const FOLDERS = { menus: 'menu', footers: 'footer' } as const;

interface Label {
  id: string;
  path: (string | number)[];
  text: string;
  /** How the location names it: item products title, or usContact.availability. */
  named: string;
}

function labelsOf(data: unknown): Label[] {
  const labels: Label[] = [];
  const walk = (value: unknown, path: (string | number)[], owner: { id: string; depth: number } | undefined) => {
    if (Array.isArray(value)) {
      value.forEach((entry, i) => {
        walk(entry, [...path, i], owner);
      });
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    const ownId = typeof record.id === 'string' ? record.id : typeof record.uid === 'string' ? record.uid : undefined;
    const here = ownId !== undefined && path.length > 0 ? { id: ownId, depth: path.length } : owner;
    for (const [key, child] of Object.entries(record)) {
      if (NOT_LABELS.has(key)) continue;
      const at = [...path, key];
      if (typeof child === 'string') {
        if (!LABEL_KEYS.has(key) || child.trim() === '') continue;
        const field = at.slice(here?.depth ?? 0).join('.');
        labels.push(
          here ? { id: `${here.id}:${field}`, path: at, text: child, named: `item ${here.id} ${field}` } : { id: field, path: at, text: child, named: field },
        );
      } else {
        walk(child, at, here);
      }
    }
  };
  walk(data, [], undefined);
  return labels;
}

function labelFile(read: ReadConfig, file: string): { yaml: YamlFile; labels: Label[] } | null {
  const yaml = read(file);
  return yaml ? { yaml, labels: labelsOf(yaml.doc.toJS()) } : null;
}

export function collectLabels(read: ReadConfig, locales: LocaleEntry[], language: string, sourceLanguage: string, set: FoundSet): void {
  const codes = (lang: string) => locales.filter((l) => l.language === lang).map((l) => l.code);
  for (const [folder, kind] of Object.entries(FOLDERS)) {
    // The first source locale with a unit gives its source: a Map keeps the first one set.
    const sources = new Map<string, { text: string; file: string }>();
    for (const code of codes(sourceLanguage)) {
      const file = `${folder}/${code}.yaml`;
      for (const label of labelFile(read, file)?.labels ?? []) if (!sources.has(label.id)) sources.set(label.id, { text: label.text, file });
    }
    for (const code of codes(language)) {
      const file = `${folder}/${code}.yaml`;
      const target = labelFile(read, file);
      if (!target) continue;
      const seen = new Set<string>();
      for (const label of target.labels) {
        const location = `config/${file}:${lineOf(target.yaml, label.path)} ${label.named}`;
        if (seen.has(label.id)) {
          set.duplicates.push(location);
          continue;
        }
        seen.add(label.id);
        const source = sources.get(label.id);
        set.units.push({
          file,
          id: `${kind}.${code}.${label.id}`,
          path: label.path,
          source: source?.text ?? label.text,
          sourceFrom: source?.file ?? file,
          target: label.text,
          location,
          ...(source ? {} : { ownSource: true as const }),
        });
      }
    }
  }
}
