import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, cacheControlFor, contentSecurityPolicy, CSP_DIRECTIVES, DISABLED_FEATURES, SECURITY_HEADERS } from '../../../server/serving/headers.ts';

const REPO = resolve(import.meta.dirname, '..', '..', '..');

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('Content-Security-Policy definition', () => {
  const policy = directives(SECURITY_HEADERS['content-security-policy'] ?? '');

  it("runs only the portal's own scripts: no inline, no eval, no plugins, no base or framing tricks", () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    for (const [name, sources] of policy) {
      expect(
        sources.filter((source) => /unsafe|^\*$|^https?:$|^data:$/.test(source)),
        name,
      ).toEqual([]);
    }
  });

  it('names every directive once and every source list is non-empty', () => {
    const names = (SECURITY_HEADERS['content-security-policy'] ?? '').split(';').map((part) => part.trim().split(/\s+/)[0]);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.values(CSP_DIRECTIVES).every((sources) => sources.length > 0)).toBe(true);
    expect(contentSecurityPolicy({ 'img-src': ["'self'", 'https://a.example'] })).toBe("img-src 'self' https://a.example");
  });

  it('styles come only from the built stylesheets (React style props use the CSSOM, which CSP does not govern)', () => {
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.has('style-src-attr')).toBe(false);
  });

  it('index.html and public/ load nothing from elsewhere, and no inline script', () => {
    const html = readFileSync(join(REPO, 'index.html'), 'utf8');
    expect(html.match(/<script\b[^>]*>/g) ?? []).toEqual(['<script type="module" src="/src/app/boot/boot.ts">']);
    expect(html).not.toMatch(/<(link|img|iframe)\b[^>]*(href|src)="https?:/);
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    for (const file of files(join(REPO, 'public')).filter((name) => name.endsWith('.svg'))) {
      const svg = readFileSync(file, 'utf8');
      expect(svg, file).not.toMatch(/<script|(?:href|src)="https?:|url\(\s*['"]?https?:/i);
    }
  });
});

describe('security headers', () => {
  it('are all set, in lower case, with the values production needs', () => {
    expect(SECURITY_HEADERS['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(SECURITY_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(SECURITY_HEADERS['x-frame-options']).toBe('DENY');
    expect(Object.keys(SECURITY_HEADERS).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('Permissions-Policy switches every listed feature off', () => {
    const policy = SECURITY_HEADERS['permissions-policy'] ?? '';
    expect(policy.split(', ')).toEqual(DISABLED_FEATURES.map((feature) => `${feature}=()`));
    expect(DISABLED_FEATURES).toContain('camera');
    expect(DISABLED_FEATURES).toContain('geolocation');
  });
});

describe('caching rule', () => {
  it('hashed files are immutable for a year, HTML revalidated, the rest ten minutes', () => {
    expect(cacheControlFor('text/javascript; charset=utf-8', true)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('text/html; charset=utf-8', false)).toBe('no-cache');
    expect(cacheControlFor('image/svg+xml', false)).toBe(CACHE_CONTROL.other);
    expect(CACHE_CONTROL.other).toBe('public, max-age=600');
  });
});
