/**
 * What the engine decided for the page beyond what is drawn: which page it is, the header
 * type and variant, the required-action redirect (with its explanation) and a locale switch.
 * The running portal acts on these; the preview only states them.
 */
import type { PreviewView } from '../protocol.ts';
import { ExplanationView } from './ExplanationView.tsx';

export function Decision({ view }: { view: PreviewView }) {
  const { viewModel, redirect, applied } = view;
  const page = viewModel.page;
  return (
    <section className="pv-decision" aria-label="What the engine decided">
      <dl>
        <div>
          <dt>Page</dt>
          <dd>
            <code>{applied.page}</code>: {page.id} ({page.kind}, {page.audience}, status {page.status})
          </dd>
        </div>
        <div>
          <dt>Header</dt>
          <dd>
            {viewModel.header.type}, variant {viewModel.header.variant}
          </dd>
        </div>
        <div>
          <dt>Redirect</dt>
          <dd data-testid="redirect">
            {viewModel.redirect ? `${viewModel.redirect.action} → ${viewModel.redirect.href}` : 'none'}
            {viewModel.localeSwitch ? `; locale switch to ${viewModel.localeSwitch.locale}` : ''}
          </dd>
        </div>
      </dl>
      <details>
        <summary>Why this redirect decision</summary>
        <ExplanationView explanation={redirect} />
      </details>
    </section>
  );
}
