import type { PreviewView, RenderMessage } from '../protocol.ts';

/** What a frame is sent to draw a view. */
export function renderMessageOf(view: PreviewView | null): RenderMessage | null {
  return view ? { type: 'preview:render', viewModel: view.viewModel, strings: view.strings, pathname: view.applied.page } : null;
}
