/**
 * What in a piece of config rich text could run code if it reached a page unsanitised. The
 * engine's sanitiser removes all of it at build time anyway; `validate` names it so the
 * author learns the text was hostile or broken, instead of finding it silently gone.
 *
 * The HTML is parsed as a browser would (entities decoded, any letter case), so
 * `<a href="&#106;avascript:…">` and `<SCRIPT>` are found like their plain spellings.
 */
import type { DomElement } from './dom-element.ts';
import { isUnsafeHref } from '../../../src/engine/format/href.ts';

/** Elements that run or load code, or redirect the page, whatever their attributes. */
const CODE_ELEMENTS = new Set(['script', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'meta', 'link', 'portal']);
/** Attributes a browser follows as a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'poster', 'background', 'srcset', 'ping']);

/** What in one element could run code, in words ("a <script> element", "the event handler onclick"); html-reading.ts walks the elements. */
export function unsafeMarkupOf(node: DomElement): string[] {
  const findings: string[] = [];
  if (CODE_ELEMENTS.has(node.name)) findings.push(`a <${node.name}> element`);
  for (const [name, value] of Object.entries(node.attribs)) {
    if (name.startsWith('on')) findings.push(`the event handler ${name} on <${node.name}>`);
    else if (name === 'srcdoc') findings.push(`a srcdoc document on <${node.name}>`);
    else if (URL_ATTRIBUTES.has(name) && isUnsafeHref(value)) findings.push(`a ${name}="${value.trim().slice(0, 30)}" link on <${node.name}>`);
    else if (name === 'style' && /url\s*\(|expression\s*\(|javascript:/i.test(value)) findings.push(`a style with a URL or expression on <${node.name}>`);
  }
  return findings;
}
