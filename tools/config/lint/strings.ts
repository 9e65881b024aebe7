import { LANGUAGES, REFERENCE_LANGUAGE } from '../../../src/engine/config/languages.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { closestName } from '../../../src/node/closest-name.ts';

/**
 * Every namespace needs a file per language, with every key the reference language has. A file
 * that did not parse or validate is unknown: its own finding says why, and its keys are not
 * counted missing (nor, for the reference language, are the other languages' keys).
 */
export function lintStrings(records: ConfigFileRecord[], configRoot: string): Problem[] {
  const problems: Problem[] = [];
  const files = records.filter((r) => r.kind === 'strings');
  const namespaces = [...new Set(files.map((r) => r.rel.split('/')[1]!))].sort();
  for (const namespace of namespaces) {
    const byLanguage = new Map(files.filter((r) => r.rel.split('/')[1] === namespace).map((r) => [r.rel.split('/')[2]!.replace(/\.ya?ml$/, ''), r]));
    for (const [language, record] of byLanguage) {
      if (!(LANGUAGES as readonly string[]).includes(language)) {
        problems.push({
          file: record.file,
          line: 1,
          col: 1,
          code: 'UNKNOWN_LANGUAGE',
          message: `"${language}" is not one of the UI languages: ${LANGUAGES.join(', ')}`,
        });
      }
    }
    for (const language of LANGUAGES) {
      if (!byLanguage.has(language)) {
        problems.push({
          file: `${configRoot}/strings/${namespace}/${language}.yaml`,
          line: 1,
          col: 1,
          code: 'MISSING_STRING',
          message: `namespace "${namespace}" has no ${language} strings`,
        });
      }
    }
    const reference = byLanguage.get(REFERENCE_LANGUAGE);
    if (!reference?.valid) continue;
    const translations = LANGUAGES.filter((l) => l !== REFERENCE_LANGUAGE).flatMap((l) => {
      const record = byLanguage.get(l);
      return record?.valid ? [{ record, data: (record.source.data ?? {}) as Record<string, unknown> }] : [];
    });
    const has = (data: Record<string, unknown>, key: string) => typeof data[key] === 'string' && (data[key] as string).trim() !== '';
    const referenceData = (reference.source.data ?? {}) as Record<string, unknown>;
    let referenceKeys = Object.keys(referenceData);
    // A key of the reference language that no translation has, where every translation has a
    // near miss the reference lacks, is a typo in the reference: one finding there.
    if (translations.length > 0) {
      const onlyInReference = referenceKeys.filter((key) => translations.every((t) => !has(t.data, key)));
      const missingInReference = Object.keys(translations[0]!.data).filter((key) => !(key in referenceData) && translations.every((t) => has(t.data, key)));
      const typos = new Set<string>();
      const meantKeys = new Set<string>();
      for (const typed of onlyInReference) {
        const meant = closestName(
          typed,
          missingInReference.filter((key) => !meantKeys.has(key)),
        );
        if (meant === null) continue;
        typos.add(typed);
        meantKeys.add(meant);
        const at = reference.source.locate([typed], { key: true });
        problems.push({
          file: reference.file,
          line: at.line,
          col: at.col,
          code: 'MISSPELT_DEFINITION',
          message: `"${typed}" is in no other language, and every other language has "${meant}", which ${REFERENCE_LANGUAGE} lacks: did you mean "${meant}"?`,
        });
      }
      referenceKeys = referenceKeys.filter((key) => !typos.has(key));
    }
    for (const { record, data } of translations) {
      const missing = referenceKeys.filter((key) => !has(data, key));
      if (missing.length > 0) {
        problems.push({
          file: record.file,
          line: 1,
          col: 1,
          code: 'MISSING_STRING',
          message: `missing ${missing.length === 1 ? 'translation' : 'translations'} for ${missing.join(', ')} (present in ${REFERENCE_LANGUAGE})`,
        });
      }
    }
  }
  return problems;
}
