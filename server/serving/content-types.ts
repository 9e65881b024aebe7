/**
 * Content types of the files the portal ships, by extension. The local server sends these and
 * the nginx configuration gets the same table (its `types` block), so both answer alike.
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Extension of a path, lower case, with its dot ('' when there is none). */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extensionOf(path)] ?? DEFAULT_CONTENT_TYPE;
}

/**
 * Text formats worth compressing. Images other than SVG and fonts (woff/woff2) are already
 * compressed; compressing them again only costs CPU.
 */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = [
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.txt',
  '.xml',
  '.svg',
  '.ico',
  '.ttf',
  '.wasm',
];

export function isCompressible(path: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.includes(extensionOf(path));
}
