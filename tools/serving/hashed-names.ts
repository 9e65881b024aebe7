/**
 * The files Vite emitted under assets/ are the ones cached for a year (immutable.json). That
 * is only right while their names carry a content hash: this fails the build if a change to
 * Vite's file-name settings ever drops it.
 */

/**
 * Vite's default `[name]-[hash][extname]`: eight characters of base64url before the extension
 * (a source map, `.js.map`, carries the hash of the file it maps).
 */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+(\.map)?$/;

/** Emitted files under assets/, as URL paths, in a stable order. */
export function emittedAssets(emitted: Iterable<string>): string[] {
  return [...emitted]
    .filter((file) => file.startsWith('assets/'))
    .map((file) => `/${file}`)
    .sort();
}

export function hashedNameProblems(emitted: Iterable<string>): string[] {
  return emittedAssets(emitted)
    .filter((path) => !HASHED_NAME.test(path))
    .map(
      (path) =>
        `${path.slice(1)} was emitted by Vite without a content hash in its name, so it must not be cached as immutable; keep Vite's [name]-[hash] file names`,
    );
}
