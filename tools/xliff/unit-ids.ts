/**
 * The id a unit has in an exported XLIFF file. Tools keep a unit's id when they drop everything
 * else (the <file>'s `original`, the notes' categories, the portal's metadata), so the id carries
 * what the import needs to stay safe without them:
 *
 * - a name unique across the whole export, not only within its config file: a strings key is
 *   named with its namespace (`app.retry`, `common.opensInNewTab`), since two namespaces may
 *   share a key; page texts (`deposit-guarantee.title.fr`) and labels (`menu.fr-fr.products:title`)
 *   already name their page or locale;
 * - after a colon, the first 8 hex digits of the hash of the config's translation at export
 *   (`none` when it had none), so an edit made in the config after the export is told even when
 *   the metadata is gone.
 *
 * `app.retry:af273d95` stays an XML name token, as XLIFF 2.0 requires of ids. Exports made
 * before this scheme used the bare in-file id (`retry`); those carry no hash and still import.
 */
import type { TextUnit } from './unit-types.ts';

/** How many hex digits of the translation's hash the id keeps: enough to tell an edit. */
const HASH_DIGITS = 8;
const EXPORT_ID = /^(.+):([0-9a-f]{8}|none)$/;

/** The unit's name, unique across all config files of a language. */
export function exportName(unit: Pick<TextUnit, 'file' | 'id'>): string {
  const strings = /^strings\/([^/]+)\/[^/]+\.yaml$/.exec(unit.file);
  return strings ? `${strings[1]}.${unit.id}` : unit.id;
}

export function exportId(unit: Pick<TextUnit, 'file' | 'id' | 'configTargetHash'>): string {
  return `${exportName(unit)}:${unit.configTargetHash.slice(0, HASH_DIGITS)}`;
}

/** A unit id as read: the name and exported translation hash of a current export, else the old in-file id. */
export type ParsedId = { name: string; targetHash: string } | { legacy: string };

export function parseExportId(id: string): ParsedId {
  const found = EXPORT_ID.exec(id);
  return found ? { name: found[1]!, targetHash: found[2]! } : { legacy: id };
}

/**
 * Whether a text's full hash (targetHash()) is the one recorded at export, which may be the
 * metadata's (16 digits) or the id's (8).
 */
export function sameTargetHash(recorded: string, current: string): boolean {
  return recorded.length > 0 && current.startsWith(recorded);
}
