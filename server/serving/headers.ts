/**
 * The HTTP headers the portal needs in production, written once. The local server
 * (server/serving/static.ts) sends them and deploy/nginx/portal.conf is generated from them
 * (tools/serving/nginx-conf.ts), so what is measured locally is what production serves.
 */

/**
 * SHA-256 hashes (`'sha256-…'`) of inline scripts that must stay in the HTML. Empty: the
 * portal has no inline script (Vite emits `<script type="module" src>`). The build fails on
 * an inline script whose hash is not listed here (tools/serving/inline-code.ts), printing it.
 */
export const INLINE_SCRIPT_HASHES: readonly string[] = [];

/**
 * Where images may come from besides the portal itself. Partner logos are URLs in the
 * cobranding service's payload (`distributor_logo.url`); the personas use this origin as the
 * stand-in for the logo CDN. A deployment whose CDN lives elsewhere names it here.
 */
export const IMAGE_ORIGINS: readonly string[] = ['https://cdn.example.com'];

/**
 * Content-Security-Policy, directive by directive.
 * - script-src 'self': only the built bundle runs; no inline script, no eval.
 * - style-src 'self': only the built stylesheets. React's `style` props are set through the
 *   CSSOM (element.style), which CSP does not govern, so they keep working. A `style="…"`
 *   attribute or `<style>` element in HTML sent by the server would be blocked: prerendered
 *   HTML must carry none (the build checks, tools/serving/inline-code.ts); config colours in
 *   server HTML need classes or a hash here, never 'unsafe-inline'.
 * - connect-src 'self': the API (/api) and identity service (/auth) are same-origin.
 * - frame-ancestors 'none': nothing frames the portal (the integrated mode hides the header
 *   in the partner's app, it is not an iframe); a partner site that embeds it would be named here.
 * - The consent manager and tag manager (spec 7) are off locally; a deployment that turns them
 *   on (VITE_CONSENT_*) adds their origins to script-src, connect-src and img-src.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", ...INLINE_SCRIPT_HASHES],
  'style-src': ["'self'"],
  'img-src': ["'self'", ...IMAGE_ORIGINS],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'none'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export function contentSecurityPolicy(directives: Readonly<Record<string, readonly string[]>> = CSP_DIRECTIVES): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * Browser features the portal never uses, switched off for it and anything it might embed.
 * Only features Chromium knows: an unknown name makes Chromium log an error on every page.
 */
export const DISABLED_FEATURES: readonly string[] = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
  'browsing-topics',
];

/** Headers every response of the static portal carries (HTML, assets and error pages). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': contentSecurityPolicy(),
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'permissions-policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  // For browsers without frame-ancestors; says the same.
  'x-frame-options': 'DENY',
  // Pages opened from the portal (target=_blank) get no handle on it, and it none on them.
  'cross-origin-opener-policy': 'same-origin',
};

/** Cache-Control values: Vite's hashed files never change, HTML is always revalidated. */
export const CACHE_CONTROL = {
  /** A file Vite emitted with a content hash in its name: a new build gives it a new name. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML: the browser may keep it but must ask (ETag / Last-Modified) before using it. */
  html: 'no-cache',
  /** Files copied unchanged (public/ images, robots.txt, sitemaps, routes.json): ten minutes. */
  other: 'public, max-age=600',
} as const;

/**
 * `hashed`: the build listed the file in immutable.json (server/serving/immutable.ts). A file
 * name alone cannot tell: public/assets/badges/app-store-nl.svg looks like `name-<8 chars>`.
 */
export function cacheControlFor(contentType: string, hashed: boolean): string {
  if (hashed) return CACHE_CONTROL.immutable;
  if (contentType.startsWith('text/html')) return CACHE_CONTROL.html;
  return CACHE_CONTROL.other;
}
