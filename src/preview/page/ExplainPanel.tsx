/**
 * "Why is this shown?": the explanation of what was last hovered or focused in the preview.
 * A polite live region, so a screen reader hears it after moving the focus in the frame.
 */
import type { Explanation } from '../protocol.ts';
import { ExplanationView } from './ExplanationView.tsx';

export interface ExplainPanelProps {
  /** The hovered target's explanations, or null when nothing is chosen (or it has none). */
  explanations: Explanation[] | null;
}

export function ExplainPanel({ explanations }: ExplainPanelProps) {
  return (
    <section className="pv-panel pv-why" aria-labelledby="pv-why-title">
      <h2 id="pv-why-title">Why is this shown?</h2>
      <div aria-live="polite" data-testid="why">
        {explanations && explanations.length > 0 ? (
          explanations.map((explanation, index) => <ExplanationView explanation={explanation} key={index} />)
        ) : (
          <p className="pv-hint">Point at or tab to an item, logo, banner or footer part of the preview.</p>
        )}
      </div>
    </section>
  );
}
