/**
 * Units to an XLIFF 2.0 document (OASIS, the format translation tools import). One <file> per
 * config file the translations go into (`original` names it), one <unit> per text: the source
 * and, when there is one, the current translation (state translated, else initial). The unit
 * says where the text lives in a location note, and carries in the metadata module the hashes
 * of the source text and of the config's translation at export, so the import can tell a
 * translation made for an older source, or one that would overwrite an edit made since.
 * A text with {{placeholders}} or HTML tags is marked canResegment="no": a tool that split it
 * into sentences could cut a tag or a placeholder in two.
 */
import { XMLBuilder } from 'fast-xml-parser';
import { exportId } from './unit-ids.ts';
import { sourceHash, type TextUnit } from './units.ts';

export const XLIFF_NS = 'urn:oasis:names:tc:xliff:document:2.0';
export const MDA_NS = 'urn:oasis:names:tc:xliff:metadata:2.0';
/** The metadata group the portal writes and reads back. */
export const META_CATEGORY = 'savings-portal';

export function writeXliff(units: TextUnit[], sourceLanguage: string, language: string): string {
  const files = new Map<string, TextUnit[]>();
  for (const unit of units) (files.get(unit.file) ?? files.set(unit.file, []).get(unit.file)!).push(unit);
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ', suppressEmptyNode: false });
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    xliff: {
      '@_xmlns': XLIFF_NS,
      '@_xmlns:mda': MDA_NS,
      '@_version': '2.0',
      '@_srcLang': sourceLanguage,
      '@_trgLang': language,
      file: [...files].map(([original, list], i) => ({
        '@_id': `f${i + 1}`,
        '@_original': `config/${original}`,
        unit: list.map(unitElement),
      })),
    },
  };
  return builder.build(document) as string;
}

/** {{name}} (i18next) or an HTML tag: what splitting into sentences must not cut. */
const UNSPLITTABLE = /\{\{[^{}]*\}\}|<\/?[a-zA-Z][^<>]*>/;

function unitElement(unit: TextUnit) {
  const segment: Record<string, unknown> = { '@_state': unit.target === undefined ? 'initial' : 'translated', source: text(unit.source) };
  if (unit.target !== undefined) segment.target = text(unit.target);
  const notes = [{ '@_category': 'location', '#text': unit.location }];
  if (unit.ownSource)
    notes.push({
      '@_category': 'source',
      '#text': `No source-language text: written for this language only, the source is the text itself. Change the target to revise it.`,
    });
  return {
    '@_id': exportId(unit),
    ...(UNSPLITTABLE.test(unit.source) || UNSPLITTABLE.test(unit.target ?? '') ? { '@_canResegment': 'no' } : {}),
    'mda:metadata': {
      'mda:metaGroup': {
        '@_category': META_CATEGORY,
        'mda:meta': [
          { '@_type': 'sourceHash', '#text': sourceHash(unit.source) },
          { '@_type': 'targetHash', '#text': unit.configTargetHash },
          { '@_type': 'sourceFrom', '#text': unit.sourceFrom },
        ],
      },
    },
    notes: { note: notes },
    segment,
  };
}

/** Text that keeps its leading and trailing spaces through XML tools. */
function text(value: string) {
  return /^\s|\s$/.test(value) ? { '@_xml:space': 'preserve', '#text': value } : { '#text': value };
}
