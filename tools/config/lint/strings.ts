import { LANGUAGES, REFERENCE_LANGUAGE } from '../../../src/engine/config/languages.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';

/** Every namespace needs a file per language, with every key the reference language has. */
export function lintStrings(records: ConfigFileRecord[], configRoot: string): Problem[] {
  const problems: Problem[] = [];
  const files = records.filter((r) => r.kind === 'strings');
  const namespaces = [...new Set(files.map((r) => r.rel.split('/')[1]!))].sort();
  for (const namespace of namespaces) {
    const byLanguage = new Map(files.filter((r) => r.rel.split('/')[1] === namespace).map((r) => [r.rel.split('/')[2]!.replace(/\.ya?ml$/, ''), r]));
    const reference = byLanguage.get(REFERENCE_LANGUAGE);
    const referenceKeys = Object.keys((reference?.source.data as object | undefined) ?? {});
    for (const [language, record] of byLanguage) {
      if (!(LANGUAGES as readonly string[]).includes(language)) {
        problems.push({ file: record.file, line: 1, col: 1, code: 'UNKNOWN_LANGUAGE', message: `"${language}" is not one of the UI languages: ${LANGUAGES.join(', ')}` });
      }
    }
    for (const language of LANGUAGES) {
      const record = byLanguage.get(language);
      if (!record) {
        problems.push({ file: `${configRoot}/strings/${namespace}/${language}.yaml`, line: 1, col: 1, code: 'MISSING_STRING', message: `namespace "${namespace}" has no ${language} strings` });
        continue;
      }
      const data = (record.source.data ?? {}) as Record<string, unknown>;
      const missing = referenceKeys.filter((key) => typeof data[key] !== 'string' || (data[key] as string).trim() === '');
      if (missing.length > 0) {
        problems.push({ file: record.file, line: 1, col: 1, code: 'MISSING_STRING', message: `missing ${missing.length === 1 ? 'translation' : 'translations'} for ${missing.join(', ')} (present in ${REFERENCE_LANGUAGE})` });
      }
    }
  }
  return problems;
}
