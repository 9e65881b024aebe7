/**
 * One view at the viewport's size (scaled to the space there is), the engine's decisions
 * above it, and beside it why the hovered thing is shown and what this persona does not see.
 */
import { useCallback, useMemo, useState } from 'react';
import type { FrameMessage, PreviewState } from '../protocol.ts';
import { Decision } from './Decision.tsx';
import { ExplainPanel } from './ExplainPanel.tsx';
import { HiddenList } from './HiddenList.tsx';
import { PreviewFrame } from './PreviewFrame.tsx';
import { renderMessageOf } from './renderMessage.ts';
import { requestOf, VIEWPORTS, type Selection } from './selection.ts';
import { useView } from './useView.ts';
import { useWidth } from './useWidth.ts';

export interface SingleViewProps {
  state: PreviewState;
  selection: Selection;
  /** A link followed in the frame: show that page. */
  onNavigate: (path: string) => void;
}

export function SingleView({ state, selection, onNavigate }: SingleViewProps) {
  const { view, error, loading } = useView(selection.persona ? requestOf(selection) : null, state.version);
  const [target, setTarget] = useState<string | null>(null);
  const [stage, width] = useWidth<HTMLDivElement>();
  const render = useMemo(() => renderMessageOf(view), [view]);
  const viewport = VIEWPORTS[selection.viewport];
  const scale = width > 0 ? Math.min(1, width / viewport.width) : 1;
  const onMessage = useCallback(
    (message: FrameMessage) => {
      if (message.type === 'preview:target') setTarget(message.key);
      else onNavigate(message.path);
    },
    [onNavigate],
  );

  return (
    <>
      <main className="pv-stage" aria-busy={loading}>
        {error && (
          <p className="pv-error" role="status">
            This view could not be resolved: {error}
          </p>
        )}
        {view && <Decision view={view} />}
        <div ref={stage} className="pv-stage__frame">
          <PreviewFrame
            title={`Preview of ${selection.persona}${view ? ` in ${view.applied.locale}` : ''} (${viewport.label})`}
            width={viewport.width}
            height={viewport.height}
            scale={scale}
            render={render}
            onMessage={onMessage}
          />
        </div>
      </main>
      <aside className="pv-side" aria-label="Explanations">
        <ExplainPanel explanations={target && view ? (view.targets[target] ?? null) : null} />
        {view && <HiddenList items={view.hidden} />}
      </aside>
    </>
  );
}
