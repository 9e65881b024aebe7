/**
 * The few document-level facts and effects the app needs, behind one interface: main.tsx
 * builds them from `window`/`document`, tests from plain objects. Components read these in
 * effects and handlers only, never during render (except the constant `host` and `origin`).
 */
export interface BrowserPorts {
  /** location.host, for the engine's region (spec 2.1). */
  host: string;
  origin: string;
  readDocumentLang(): string;
  writeDocumentLang(tag: string): void;
  /** Spec 2.7 country-banner flag cookie. */
  readCountryBannerCookie(): boolean;
  /** Bubble-phase document click listener (link interception); returns its cleanup. */
  onDocumentClick(handler: (event: MouseEvent) => void): () => void;
}
