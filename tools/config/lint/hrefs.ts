import { isUnsafeHref } from '../../../src/engine/format/href.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { walk } from './walk.ts';

const UNSAFE_HTML = /<script|\son\w+\s*=|javascript:/i;

/** Every link-valued key; conditional hrefs keep theirs under `value`. */
const LINK_KEYS = new Set(['href', 'link', 'value', 'url']);

export function lintUnsafeHrefs(records: ConfigFileRecord[]): Problem[] {
  const problems: Problem[] = [];
  for (const record of records) {
    if (!record.source.data || record.kind === 'strings') continue;
    walk(record.source.data, (value, path, key) => {
      if (typeof key === 'string' && LINK_KEYS.has(key) && typeof value === 'string' && isUnsafeHref(value)) {
        const at = record.source.locate(path);
        problems.push({
          file: record.file, line: at.line, col: at.col, code: 'UNSAFE_HREF',
          message: `"${value.slice(0, 40)}" uses a scheme that is never navigable (javascript:, data:, vbscript:)`,
        });
      }
    });
    // Rich text is sanitised at build time too, but a script in config is a mistake to catch early.
    const disclaimer = (record.source.data as { disclaimer?: unknown }).disclaimer;
    if (record.kind === 'footer' && typeof disclaimer === 'string' && UNSAFE_HTML.test(disclaimer)) {
      // Point at the offending markup, not at the start of a long block of rich text.
      const start = record.source.locate(['disclaimer']);
      const at = record.source.find(UNSAFE_HTML, start) ?? start;
      problems.push({ file: record.file, line: at.line, col: at.col, code: 'UNSAFE_HTML', message: 'the disclaimer contains a script, an event handler or a javascript: link' });
    }
  }
  return problems;
}
