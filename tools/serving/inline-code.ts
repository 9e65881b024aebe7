/**
 * Finds what the Content-Security-Policy (server/serving/headers.ts) would block in built
 * HTML, so the build fails instead of the browser silently dropping it: inline scripts whose
 * hash the policy does not list, inline event handlers, `javascript:` URLs, `<style>`
 * elements and `style` attributes (style-src 'self' without inline styles).
 */
import { createHash } from 'node:crypto';

export interface InlineProblem {
  what: string;
  /** Start of the offending markup, for the message. */
  excerpt: string;
}

/** Script types a browser runs; JSON and other data blocks are inert and allowed. */
const EXECUTABLE_TYPES = ['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript'];

export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** An attribute's value in a start tag ('' for a bare attribute), or undefined when absent. */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>])`, 'i').exec(tag);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 100 ? `${line.slice(0, 100)}…` : line;
}

export function findInlineProblems(html: string, allowedScriptHashes: readonly string[]): InlineProblem[] {
  const problems: InlineProblem[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [whole, attributes = '', body = ''] = match;
    if (attribute(`<script${attributes}>`, 'src') !== undefined) continue;
    const type = (attribute(`<script${attributes}>`, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.includes(type) || body.trim() === '') continue;
    const hash = scriptHash(body);
    if (!allowedScriptHashes.includes(hash))
      problems.push({
        what: `inline script not allowed by the policy: add ${hash} to INLINE_SCRIPT_HASHES (server/serving/headers.ts) if it must stay`,
        excerpt: excerpt(whole),
      });
  }
  for (const match of html.matchAll(/<style\b[^>]*>/gi)) {
    problems.push({ what: "inline <style> element (style-src 'self' blocks it): move it to a stylesheet", excerpt: excerpt(match[0]) });
  }
  for (const match of html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*>/gi)) {
    const tag = match[0];
    if (attribute(tag, 'style') !== undefined)
      problems.push({
        what: "style attribute in server HTML (style-src 'self' blocks it): use a class; React style props set on the client are fine",
        excerpt: excerpt(tag),
      });
    const handler = /\son[a-z]+\s*=/i.exec(tag);
    if (handler) problems.push({ what: `inline event handler (${handler[0].trim().replace(/=$/, '')}): script-src blocks it`, excerpt: excerpt(tag) });
    for (const name of ['href', 'src', 'action', 'formaction']) {
      const value = attribute(tag, name);
      if (value !== undefined && /^\s*javascript:/i.test(value))
        problems.push({ what: `javascript: URL in ${name}: script-src blocks it`, excerpt: excerpt(tag) });
    }
  }
  return problems;
}
