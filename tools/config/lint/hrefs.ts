import { isUnsafeHref } from '../../../src/engine/format/href.ts';
import type { JsonPath } from '../../../src/engine/config/sources.ts';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';
import { unsupportedTagMessage, type UnsupportedTag } from './unsupported-tags.ts';
import { unsupportedStyleMessage, type StyleUse } from './unsupported-styles.ts';
import { htmlReadingIn } from './html-reading.ts';
import { escapeRegExp } from './rich-text.ts';
import { walk } from './walk.ts';

/** Where in the text to point for markup that could run code (the first likely spot). */
const UNSAFE_HTML_SPOT =
  /<\s*(script|iframe|frame|object|embed|applet|base|meta|link)\b|\son\w+\s*=|srcdoc|(javascript|vbscript|data)\s*:|&#|&(tab|newline|colon);/i;

/**
 * Link-valued keys: href, link, url and image keys (iconUrl, imageUrl, playStoreBase, …);
 * conditional hrefs keep theirs under `value`.
 */
function isLinkKey(key: string): boolean {
  return key === 'value' || /(href|link|url|image|base|origin)$/i.test(key) || key === 'canonical_page';
}

/** Keys whose strings are rich text (the footer disclaimer, page rich-text blocks and their translations). */
const RICH_TEXT_KEYS = new Set(['disclaimer', 'html']);

export function lintUnsafeHrefs(records: ConfigFileRecord[]): Problem[] {
  const problems: Problem[] = [];
  for (const record of records) {
    if (!record.source.data || record.kind === 'strings') continue;
    walk(record.source.data, (value, path, key) => {
      if (typeof value !== 'string') return;
      if (typeof key === 'string' && isLinkKey(key) && isUnsafeHref(value)) {
        const at = record.source.locate(path);
        problems.push({
          file: record.file,
          line: at.line,
          col: at.col,
          code: 'UNSAFE_HREF',
          message: `${JSON.stringify(value.slice(0, 40))} uses a scheme that is never navigable (javascript:, data:, vbscript:)`,
        });
      }
      // Rich text is sanitised at build time too, but a script in config is a mistake to catch early.
      if (path.some((step) => typeof step === 'string' && RICH_TEXT_KEYS.has(step))) {
        const reading = htmlReadingIn(record.source, value);
        if (reading.unsafe.length > 0) problems.push(unsafeHtml(record, path, reading.unsafe));
        // Hostile markup is the one finding; its tags and styles are not formatting to put right.
        else problems.push(...unsupportedTags(record, path, reading.unsupported), ...unsupportedStyles(record, path, reading.styles));
      }
    });
  }
  return problems;
}

function unsupportedTags(record: ConfigFileRecord, path: JsonPath, tags: UnsupportedTag[]): Problem[] {
  // A position costs a full parse of the file: only for a finding.
  if (tags.length === 0) return [];
  const start = record.source.locate(path);
  return tags.map((tag) => {
    const at = record.source.find(new RegExp(`<\\s*${escapeRegExp(tag.name)}(?![\\w-])`, 'i'), start) ?? start;
    return { file: record.file, line: at.line, col: at.col, code: 'UNSUPPORTED_TAG', message: unsupportedTagMessage(tag) };
  });
}

function unsupportedStyles(record: ConfigFileRecord, path: JsonPath, styles: StyleUse[]): Problem[] {
  if (!styles.some((use) => use.leftOut.length > 0)) return [];
  // Each style attribute is looked for after the one before it (kept ones too), so each finding
  // points at its own.
  let from = record.source.locate(path);
  const problems: Problem[] = [];
  for (const use of styles) {
    const found = record.source.find(/\bstyle\s*=/i, from);
    const at = found ?? from;
    if (found) from = { line: found.line, col: found.col + 1 };
    if (use.leftOut.length > 0)
      problems.push({ file: record.file, line: at.line, col: at.col, code: 'UNSUPPORTED_STYLE', message: unsupportedStyleMessage(use) });
  }
  return problems;
}

function unsafeHtml(record: ConfigFileRecord, path: JsonPath, findings: string[]): Problem {
  // Point at the offending markup, not at the start of a long block of rich text.
  const start = record.source.locate(path);
  const at = record.source.find(UNSAFE_HTML_SPOT, start) ?? start;
  const more = findings.length > 1 ? ` (and ${findings.length - 1} more)` : '';
  return {
    file: record.file,
    line: at.line,
    col: at.col,
    code: 'UNSAFE_HTML',
    message: `the rich text contains ${findings[0]}${more}: scripts, event handlers and javascript:, data: or vbscript: links are removed from rich text`,
  };
}
