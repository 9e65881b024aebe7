/**
 * The shapes of the units a translator's file holds, apart from the code that collects them
 * (units.ts and the collectors label-units.ts and page-units.ts), which all read them.
 */
import type { YamlFile } from './config-files.ts';

export interface TextUnit {
  /** The config-relative file the translation goes into: strings/app/fr.yaml, pages/guides.yaml. */
  file: string;
  /** Unique within the file; an XML name token (strings key, page id and path, menu item id and field). */
  id: string;
  /** Path of the translation in the file's YAML document (it may not exist yet). */
  path: (string | number)[];
  source: string;
  /** Where the source text is: strings/app/de.yaml, menus/de-de.yaml, or the key of the page text (de, de-de). */
  sourceFrom: string;
  target: string | undefined;
  /** Human context: the file and line and the key or JSON path. */
  location: string;
  /**
   * A page text written once for every language (a plain string): its translation turns the
   * string at `path` into a per-language map, every language that shows it keeping the string.
   */
  plain?: { path: (string | number)[]; languages: string[] };
  /**
   * No source-language text exists: the text was written for this language (or its locales)
   * only, and its source is the text itself. A changed target revises it in place.
   */
  ownSource?: true;
  /**
   * The hash of the translation the config held when the units were collected (targetHash()):
   * the export records it, so the import can tell a translation edited in the config since.
   */
  configTargetHash: string;
}

/** A unit as the collectors find it; collectUnits adds the hash. */
export type FoundUnit = Omit<TextUnit, 'configTargetHash'>;

export interface UnitSet {
  units: TextUnit[];
  /** Texts shown in the language that have no text at all to translate from. */
  withoutSource: string[];
  /** Labels left out because their id is used twice in the file (validate reports it). */
  duplicates: string[];
  /**
   * Each config file's text as the units were read from it (null: no such file), so that an
   * import can tell a file that changed while it ran (another import, an editor) from its own.
   */
  texts: Map<string, string | null>;
}

export type ReadConfig = (file: string) => YamlFile | null;

/** What the collectors fill. */
export interface FoundSet extends Omit<UnitSet, 'units'> {
  units: FoundUnit[];
}
