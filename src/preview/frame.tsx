/**
 * The frame entry: draws whatever view the preview page (its parent, same origin only) sends,
 * and tells the page what the pointer or keyboard focus is on, so the page can say why it is
 * shown. Links are not followed: the portal's pages may not be framed, and the page decides
 * what to show next (a path under a locale becomes the previewed page).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ViewModel } from '../engine/types/view-model.ts';
import '../render/theme/tokens.css';
import '../render/theme/base.css';
import './dev-reload.ts';
import { FrameView } from './frame/FrameView.tsx';
import { targetOf } from './frame/targets.ts';
import type { FrameMessage, RenderMessage } from './protocol.ts';

const origin = window.location.origin;
const container = document.getElementById('root');
const root = container ? createRoot(container) : null;
let current: ViewModel | null = null;
let lastTarget: string | null = null;

function tell(message: FrameMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, origin);
}

window.addEventListener('message', (event: MessageEvent<RenderMessage>) => {
  if (event.origin !== origin || event.source !== window.parent || event.data?.type !== 'preview:render') return;
  current = event.data.viewModel;
  root?.render(
    <StrictMode>
      <FrameView viewModel={event.data.viewModel} strings={event.data.strings} pathname={event.data.pathname} />
    </StrictMode>,
  );
});

function report(event: Event): void {
  if (!current) return;
  const key = targetOf(event.target instanceof Element ? event.target : null, current);
  // Nothing explainable under the pointer keeps the last explanation up, so it can be read.
  if (key === null || key === lastTarget) return;
  lastTarget = key;
  tell({ type: 'preview:target', key });
}
document.addEventListener('pointerover', report);
document.addEventListener('focusin', report);

document.addEventListener(
  'click',
  (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!link || event.defaultPrevented) return;
    event.preventDefault();
    const url = new URL(link.getAttribute('href') ?? '', window.location.href);
    if (url.origin === origin) tell({ type: 'preview:navigate', path: `${url.pathname}${url.search}` });
  },
  true,
);
