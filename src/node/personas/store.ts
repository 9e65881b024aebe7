import * as fsp from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { collectPersonas, formatPersonaProblem, parsePersona, type ParsedPersona } from '../../engine/personas/parse.ts';
import type { Persona } from '../../engine/types/persona.ts';
import { personaFileName, repoPersonaValidator } from './load.ts';
import { followFolders, type FolderFollower } from '../follow-folders.ts';
import { readConfigFile } from '../read-config-file.ts';

export interface PersonaStore {
  /** All readable personas, sorted by file name. */
  list(): Promise<Persona[]>;
  get(id: string): Promise<Persona | undefined>;
  /** Stops watching the directory. */
  close(): void;
}

/** The file operations the store uses; tests pass counting wrappers of the real ones. */
export interface PersonaFs {
  readdir(dir: string): Promise<string[]>;
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  stat(file: string): Promise<{ mtimeMs: number; size: number; ino: number }>;
}

/**
 * Without a change event the directory is still looked at again after this long, in case the
 * file system does not report changes (network mounts): edits show within a second either way.
 */
export const PERSONAS_MAX_AGE_MS = 1000;

/**
 * The local stack's personas (the persona loader, load.ts, as a store that follows edits).
 * Reads the personas directory when it changes, not on every request: fixtures are edited while
 * the stack runs, so a watcher on the directory marks the list stale, and the next request reads
 * the directory again (only files whose mtime or size changed are parsed again). A request
 * meanwhile shares the last reading. Each file is read by the engine's persona reading
 * (src/engine/personas/) with the loader's schema and file names, as every other reader reads it; a broken
 * file is skipped with a warning naming its `file:line:col`, so one bad fixture never takes the
 * stack down.
 */
/**
 * The real file operations, each persona file read by the one safe reader (read-config-file.ts):
 * only a regular file inside the personas folder, bounded in size, so a link to /dev/zero or a
 * FIFO among the personas is a warning, never a stack that waits or grows without end.
 */
export function boundedPersonaFs(dir: string): PersonaFs {
  return {
    readdir: (folder) => fsp.readdir(folder),
    stat: (file) => fsp.stat(file),
    async readFile(file) {
      const read = readConfigFile(file, { root: dir, rootName: 'personas/' });
      if (!read.ok) throw new Error(read.message);
      return read.text;
    },
  };
}

export function personaStore(dir: string, warn: (message: string) => void, fs: PersonaFs = boundedPersonaFs(dir)): PersonaStore {
  const warned = new Set<string>();
  const parsed = new Map<string, { mtimeMs: number; size: number; ino: number; value: ParsedPersona }>();
  // The persona schema of this repository, read once: the stack checks what every other reader checks.
  const validate = repoPersonaValidator(REPO_ROOT);
  let reading: { at: number; personas: Promise<Persona[]> } | undefined;
  let watcher: FolderFollower | undefined;
  let closed = false;

  /** Watches the directory once it exists; until then every list looks again. */
  function ensureWatcher(): void {
    if (watcher || closed) return;
    try {
      // The folder, not its files: a persona replaced by a rename (git checkout) is still followed.
      watcher = followFolders([dir], () => (reading = undefined), { persistent: false });
    } catch {
      watcher = undefined;
    }
  }

  async function load(file: string): Promise<ParsedPersona> {
    const info = await fs.stat(file);
    const cached = parsed.get(file);
    // The inode too: a file replaced by a rename with the same size and time (`cp -p`, `rsync -t`) is another file.
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size && cached.ino === info.ino) return cached.value;
    const value = parsePersona(nameOf(dir, file), await fs.readFile(file, 'utf8'), validate);
    parsed.set(file, { mtimeMs: info.mtimeMs, size: info.size, ino: info.ino, value });
    return value;
  }
  const warnOnce = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    warn(message);
  };

  async function readAll(): Promise<Persona[]> {
    let names: string[];
    try {
      names = (await fs.readdir(dir)).filter((name) => name.endsWith('.json')).sort();
    } catch (error) {
      warnOnce(`personas directory ${dir} is not readable: ${(error as Error).message}`);
      return [];
    }
    const read: ParsedPersona[] = [];
    for (const name of names) {
      const file = join(dir, name);
      try {
        read.push(await load(file));
      } catch (error) {
        warnOnce(`skipping persona ${nameOf(dir, file)}: ${(error as Error).message}`);
      }
    }
    const { personas, problems } = collectPersonas(read);
    for (const problem of problems) warnOnce(`skipping persona: ${formatPersonaProblem(problem)}`);
    return [...personas.values()].map((entry) => entry.persona);
  }

  function list(): Promise<Persona[]> {
    ensureWatcher();
    const now = performance.now();
    if (!watcher || !reading || now - reading.at > PERSONAS_MAX_AGE_MS) reading = { at: now, personas: readAll() };
    return reading.personas;
  }

  return {
    list,
    async get(id) {
      return (await list()).find((persona) => persona.id === id);
    },
    close() {
      closed = true;
      watcher?.close();
      watcher = undefined;
    },
  };
}

/** The repository this code belongs to (src/node/personas/ → its root). */
const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * As the `portal` command names the file (load.ts personaFileName): from the folder above
 * personas/, so `personas/active-de.json:6:61` wherever the stack was started.
 */
function nameOf(dir: string, path: string): string {
  return personaFileName(dirname(dir), path);
}
