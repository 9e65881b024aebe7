/**
 * The footer as the browser draws it: resolved by the engine (resolve/footer.ts) in the page's
 * context with the footer's config, then drawn by the renderer. A chunk of its own, with the
 * footer's config (footer-source.ts): neither is part of the first load. Without a source (tests,
 * Storybook) the page's config carries the footer's.
 */
import { use, useEffect, useMemo } from 'react';
import type { ResolveContext } from '../../../engine/resolve/context.ts';
import { resolveFooter } from '../../../engine/resolve/footer.ts';
import { resolveSmartBanner } from '../../../engine/resolve/smart-banner.ts';
import { Footer, type FooterProps } from '../../../render/footer/Footer.tsx';
import { FOOTER_SHOWN_EVENT } from './footer-on-approach.ts';
import type { FooterConfig, FooterSource } from './footer-source.ts';
import { SmartBannerSlot } from './SmartBannerSlot.tsx';

export interface FooterViewProps extends Omit<FooterProps, 'footer'> {
  /** The context the page was resolved in (useViewModel). */
  context: ResolveContext;
  source: FooterSource | null;
}

export default function FooterView({ context, source, ...props }: FooterViewProps) {
  // Suspends (keeping the prerendered footer on screen) until the footer's config is settled.
  // No other hook here: when the config arrives while React replays this render, the replay
  // skips `use`, and a hook after it would find no state of the first attempt (React error 467).
  const known = source ? source.peek() : context.config.footers;
  const footers = known === undefined && source ? use(source.load()) : (known ?? null);
  return <ResolvedFooter context={context} footers={footers} {...props} />;
}

function ResolvedFooter({ context, footers, ...props }: Omit<FooterViewProps, 'source'> & { footers: FooterConfig | null }) {
  const withFooters = useMemo(() => (footers ? { ...context, config: { ...context.config, footers } } : null), [context, footers]);
  const footer = useMemo(() => (withFooters ? resolveFooter(withFooters) : null), [withFooters]);
  // The smart banner's store links are the footer's config: it is resolved (and drawn) here.
  const smartBanner = useMemo(() => (withFooters ? resolveSmartBanner(withFooters) : null), [withFooters]);
  // React has drawn the footer: a press kept while its code was on its way is pressed again.
  useEffect(() => void document.dispatchEvent(new Event(FOOTER_SHOWN_EVENT)), []);
  return (
    <>
      <Footer footer={footer} {...props} />
      <SmartBannerSlot banner={smartBanner} />
    </>
  );
}
