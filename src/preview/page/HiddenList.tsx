/**
 * The menu items of the locale's menu this persona does not see, each with the first reason
 * that fails and, on opening, the whole explanation. Items hidden by a rule come first; those
 * in a menu section the header variant does not show (public navigation after login, …) are
 * folded away below them.
 */
import type { HiddenItem } from '../protocol.ts';
import { ExplanationView } from './ExplanationView.tsx';

function HiddenEntries({ items }: { items: readonly HiddenItem[] }) {
  return (
    <ul className="pv-hidden__list">
      {items.map((item) => (
        <li key={`${item.section}:${item.id}`} data-item-id={item.id}>
          <details>
            <summary>
              <span className="pv-hidden__title">{item.title}</span> <code>{item.id}</code> <span className="pv-hint">in {item.section}</span>
              <span className="pv-hidden__because">{item.because}</span>
            </summary>
            <ExplanationView explanation={item.explanation} headingLevel={4} />
          </details>
        </li>
      ))}
    </ul>
  );
}

export function HiddenList({ items }: { items: readonly HiddenItem[] }) {
  const byRule = items.filter((item) => item.kind === 'rule');
  const byLayout = items.filter((item) => item.kind === 'layout');
  return (
    <section className="pv-panel pv-hidden" aria-labelledby="pv-hidden-title">
      <h2 id="pv-hidden-title">Hidden for this persona ({items.length})</h2>
      <h3>Hidden by a rule ({byRule.length})</h3>
      {byRule.length > 0 ? <HiddenEntries items={byRule} /> : <p className="pv-hint">No item of the menu file is hidden by a rule.</p>}
      {byLayout.length > 0 && (
        <details className="pv-hidden__layout">
          <summary>
            <h3>In menu sections this header does not show ({byLayout.length})</h3>
          </summary>
          <HiddenEntries items={byLayout} />
        </details>
      )}
    </section>
  );
}
