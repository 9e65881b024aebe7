/**
 * The few document-level facts and effects the app needs, behind one interface: main.tsx
 * builds them from `window`/`document`, tests from plain objects. Components read these in
 * effects and handlers only, never during render (except the constant `host` and `origin`).
 */
import type { StorageLike } from '../session/storage.ts';
import type { SignalSources } from './browser-signals.ts';

export interface BrowserPorts {
  /** location.host, for the engine's region (spec 2.1). */
  host: string;
  origin: string;
  readDocumentLang(): string;
  writeDocumentLang(tag: string): void;
  /** Where the context signals are read (cookies, User-Agent, stores: config/context/signals.yaml). */
  signalSources: SignalSources;
  /** sessionStorage (per tab): the OpenID Connect round trip's state, nonce and code verifier; absent when blocked. */
  tabStorage?: StorageLike;
  /** Removes the spec 2.7 country-banner flag cookie: the visitor has answered the banner. */
  removeCountryBannerCookie(): void;
  /** Bubble-phase document click listener (link interception); returns its cleanup. */
  onDocumentClick(handler: (event: MouseEvent) => void): () => void;
}
