/**
 * The review as one self-contained HTML file: the pictures inlined as data: URIs, so a product
 * owner attaches one file to a pull request. Per view: who it is (persona, locale, given facts),
 * the change lines it sees, and for desktop and phone the page before and after side by side,
 * the changed regions boxed on both, with pixelmatch's overlay beside them. The whole text diff
 * closes the page. No script: it is read, not run.
 */
import type { ChangeGroup } from '../diff/diff-configs.ts';
import { givenText } from '../portal/what-if.ts';
import type { Box } from './pixel-diff.ts';
import type { ReviewView } from './views.ts';

export interface Picture {
  viewport: 'desktop' | 'phone';
  before: Buffer;
  after: Buffer;
  overlay: Buffer;
  width: number;
  height: number;
  boxes: Box[];
  changedPixels: number;
  beforeUrl: string;
  afterUrl: string;
}

export interface DrawnReview {
  view: ReviewView;
  pictures: Picture[];
}

/** A chosen view the browser could not draw, and why. */
export interface FailedView {
  view: ReviewView;
  reason: string;
}

export interface ReviewPage {
  base: string;
  textDiff: string;
  drawn: DrawnReview[];
  failed: FailedView[];
  notDrawn: ChangeGroup[];
  /** One line on how the pictures were made (builds, timings). */
  made: string;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const dataUri = (png: Buffer): string => `data:image/png;base64,${png.toString('base64')}`;

const STYLE = `
body{font:15px/1.45 system-ui,sans-serif;margin:1.5rem;color:#1a1a1a;background:#fafafa}
h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2.5rem;border-top:1px solid #ccc;padding-top:1rem}
pre{background:#fff;border:1px solid #ddd;padding:.75rem;overflow:auto;white-space:pre-wrap}
.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0;flex:0 0 auto}figcaption{font-weight:600;margin-bottom:.25rem}
.shot{position:relative;border:1px solid #bbb;background:#fff}
.shot img{display:block;width:100%;height:auto}
.mark{position:absolute;outline:3px solid #e00;outline-offset:2px;background:rgba(255,0,0,.08)}
.desktop figure{width:32vw;min-width:320px}.phone figure{width:min(22vw,390px);min-width:200px}
.none{font-size:1.2rem;padding:1rem;background:#fff;border:1px solid #ddd}
`;

function marks(picture: Picture): string {
  const pct = (value: number, of: number) => `${((value / of) * 100).toFixed(3)}%`;
  return picture.boxes
    .map(
      (b) =>
        `<div class="mark" style="left:${pct(b.x, picture.width)};top:${pct(b.y, picture.height)};width:${pct(b.width, picture.width)};height:${pct(b.height, picture.height)}"></div>`,
    )
    .join('');
}

function pictureRow(picture: Picture): string {
  const box = escape(JSON.stringify(picture.boxes));
  const figure = (side: 'before' | 'after' | 'overlay', png: Buffer, caption: string) =>
    `<figure><figcaption>${escape(caption)}</figcaption><div class="shot"><img data-side="${side}" data-viewport="${picture.viewport}" data-boxes="${box}" alt="${escape(`${caption}, ${picture.viewport}`)}" src="${dataUri(png)}">${side === 'overlay' ? '' : marks(picture)}</div></figure>`;
  const summary =
    picture.changedPixels === 0
      ? 'no pixel differs'
      : `${picture.changedPixels} pixels differ, in ${picture.boxes.length} region${picture.boxes.length === 1 ? '' : 's'} (boxed)`;
  return `<h3>${picture.viewport === 'desktop' ? 'Desktop 1280×800' : 'Phone 390×844'}: ${escape(summary)}</h3>
<div class="row ${picture.viewport}">${figure('before', picture.before, `Before: ${picture.beforeUrl}`)}${figure('after', picture.after, `After: ${picture.afterUrl}`)}${figure('overlay', picture.overlay, 'Changed pixels (red)')}</div>`;
}

export function viewName(view: ReviewView): string {
  const { persona, locale, own, given } = view.ref;
  const where = own ? `in its own locale ${locale}` : `moved to ${locale}`;
  return `${persona} ${where}${given ? `, given ${givenText(given)} (an audience derived from the rules)` : ''}`;
}

function section(entry: DrawnReview): string {
  const lines = entry.view.changes.map((c) => `<li>${escape(`${c.area}: ${c.text}`)}</li>`).join('');
  return `<section data-view="${escape(entry.view.ref.persona)}@${escape(entry.view.ref.locale)}">
<h2>${escape(viewName(entry.view))}</h2>
<p>What this view sees change:</p><ul>${lines}</ul>
${entry.pictures.map(pictureRow).join('\n')}
</section>`;
}

export function reviewHtml(page: ReviewPage): string {
  const changed = page.drawn.length > 0 || page.notDrawn.length > 0 || page.failed.length > 0;
  const body = changed
    ? `<p>${page.drawn.length} customer view${page.drawn.length === 1 ? '' : 's'} drawn, before (config at ${escape(page.base)}) and after (the working tree), each on a desktop and a phone.</p>
${page.notDrawn.length > 0 ? `<p>Not drawn (past the limit of views, or only an audience the running portal cannot be brought to; the text diff below names them):</p><ul>${page.notDrawn.map((c) => `<li>${escape(`${c.area}: ${c.text}`)}</li>`).join('')}</ul>` : ''}
${page.failed.length > 0 ? `<p>Could not be drawn:</p><ul>${page.failed.map((f) => `<li>${escape(`${viewName(f.view)}: ${f.reason}`)}</li>`).join('')}</ul>` : ''}
${page.drawn.map(section).join('\n')}`
    : `<p class="none" data-no-change>No change: no customer view differs between the config at ${escape(page.base)} and the working tree.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Portal review: the working tree against ${escape(page.base)}</title><style>${STYLE}</style></head>
<body><h1>Portal review: the working tree against ${escape(page.base)}</h1>
${body}
<h2>The text diff (portal diff)</h2><pre>${escape(page.textDiff)}</pre>
<p><small>${escape(page.made)}</small></p>
</body></html>
`;
}
