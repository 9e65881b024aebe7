/**
 * React 19 hoists <title>, <meta> and <link> of the page head (src/render/head/Head.tsx) to the
 * start of a rendered fragment. A prerendered page wants them in its <head>: this splits them
 * off the body markup. During hydration React finds them there and does not add them twice.
 */
const LEADING_HEAD_TAG = /^(<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

export function splitHeadTags(markup: string): { head: string; body: string } {
  let rest = markup;
  let head = '';
  for (let match = LEADING_HEAD_TAG.exec(rest); match; match = LEADING_HEAD_TAG.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}
