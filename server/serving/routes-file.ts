import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRoutes, RoutesError, type Routes } from './routes.ts';

export const ROUTES_FILE = 'routes.json';

const cache = new Map<string, { stamp: string; routes: Routes }>();

/**
 * The build's routes.json, re-read when the file changes (a rebuild while the server runs).
 * Undefined when the build has none (the SPA fallback then answers every path). A file that
 * is not valid JSON or breaks the contract throws RoutesError naming the problem.
 */
export async function loadRoutes(distDir: string): Promise<Routes | undefined> {
  const path = join(distDir, ROUTES_FILE);
  let stamp: string;
  try {
    const info = await stat(path);
    stamp = `${info.mtimeMs}:${info.size}`;
  } catch {
    cache.delete(path);
    return undefined;
  }
  const cached = cache.get(path);
  if (cached?.stamp === stamp) return cached.routes;
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new RoutesError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  const routes = parseRoutes(value);
  cache.set(path, { stamp, routes });
  return routes;
}
