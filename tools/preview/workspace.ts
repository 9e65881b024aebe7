/**
 * The preview's view of the repository: the last config that validated (compiled with the
 * real loader, tools/config/validate.ts), the personas, and the findings of now. An edit that
 * breaks a file adds findings but keeps the last good config, so the page keeps showing what
 * worked while it names the mistake; fixing the file replaces both.
 */
import { createOfferBuild, type OfferBuild } from '../offers/offer-build.ts';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';
import type { FlagSummary, PreviewProblem, PreviewState } from '../../src/preview/protocol.ts';
import { validateConfig } from '../config/validate.ts';
import { loadPersonas, type LoadedPersona } from '../../src/node/personas/load.ts';
import { watchFolders, type FolderWatch } from './watch.ts';
import { createValidationThread, type ValidationOutcome } from './validation-thread.ts';
import { flagServer, type ServedFlags } from '../flags/served-flags.ts';
import type { Persona } from '../../src/engine/types/persona.ts';

export interface WorkspaceOptions {
  /** Repository root: schemas/ are read here and file names in findings are relative to it. */
  repoRoot: string;
  /** Default <repoRoot>/config. */
  configDir?: string;
  /** Default <repoRoot>/personas. */
  personasDir?: string;
  /** Watch config/, schemas/ and personas/ and reload on edits. Default true. */
  watch?: boolean;
  /** Quiet time after the last file event before reloading, in ms. Default 60. */
  quietMs?: number;
  /** Where to say that a folder cannot be watched. Default stderr. */
  warn?: (line: string) => void;
  /**
   * Where config/ is validated: in this thread (default; reload() returns with the new state),
   * or in a worker thread, so that a slow or hostile file never holds up a server's other
   * requests (the local stack): reload() then returns at once and the state follows.
   */
  validateIn?: 'process' | 'thread';
}

interface GoodConfig {
  config: CompiledConfig;
  strings: StringResources;
  compiledAt: Date;
  /**
   * The flags the flag service would serve a persona with config/flags/ as saved (its targeting,
   * rollouts and kill switches, the persona's own flags on its key), as `portal resolve` uses them.
   */
  serveFlags: (persona: Persona) => ServedFlags;
  /** The offer blocks' data as the build writes it, at a view's instant (tools/offers/offer-build.ts). */
  offers: (at: number) => OfferBuild;
}

export interface PreviewWorkspace {
  state(): PreviewState;
  /** The last config that validated, or null before the first. */
  config(): GoodConfig | null;
  persona(id: string): LoadedPersona | undefined;
  /** Called after every reload (the state changed or at least was looked at again). */
  subscribe(listener: (state: PreviewState) => void): () => void;
  /** Reads config/ and personas/ again now (the watcher calls this after edits). */
  reload(what?: { config?: boolean; personas?: boolean }): void;
  /** Resolves once no validation is running or waiting (at once when validating in process). */
  settled(): Promise<void>;
  close(): void;
}

/** Boolean flags of schemas/persona.schema.json, with their descriptions, in schema order. */
function flagsOf(repoRoot: string): FlagSummary[] {
  const schema = JSON.parse(readFileSync(join(repoRoot, 'schemas', 'persona.schema.json'), 'utf8')) as {
    properties?: { flags?: { properties?: Record<string, { type?: string; description?: string }> } };
  };
  return Object.entries(schema.properties?.flags?.properties ?? {})
    .filter(([, property]) => property.type === 'boolean')
    .map(([name, property]) => ({ name, description: property.description ?? '' }));
}

export function createWorkspace(options: WorkspaceOptions): PreviewWorkspace {
  const repoRoot = resolve(options.repoRoot);
  const configDir = resolve(options.configDir ?? join(repoRoot, 'config'));
  const personasDir = resolve(options.personasDir ?? join(repoRoot, 'personas'));
  const schemasDir = join(repoRoot, 'schemas');
  const warn = options.warn ?? ((line: string) => process.stderr.write(`preview: ${line}\n`));
  const listeners = new Set<(state: PreviewState) => void>();

  let version = 0;
  let good: GoodConfig | null = null;
  let configProblems: PreviewProblem[] = [];
  let personas = new Map<string, LoadedPersona>();
  let personaProblems: PreviewProblem[] = [];
  let flags: FlagSummary[] = [];

  function reloadConfig(): void {
    try {
      applyValidation({ ok: true, ...validateConfig({ repoRoot, configDir, warnings: false }), id: 0 });
    } catch (error) {
      applyValidation({ ok: false, message: (error as Error).message });
    }
  }

  function applyValidation(result: ValidationOutcome): void {
    if (!result.ok) {
      // The loader reports bad files as findings; an exception is a bug or a missing schemas/.
      configProblems = [{ file: 'config', line: 1, col: 1, code: 'PREVIEW_LOAD', message: result.message }];
      return;
    }
    configProblems = result.problems;
    if (result.config && result.strings) {
      let serveFlags: (persona: Persona) => ServedFlags;
      try {
        serveFlags = flagServer(repoRoot, configDir, { reread: true });
      } catch (error) {
        // validate reports a broken flags file at its line; the views keep the flags served before.
        configProblems.push({ file: 'config/flags', line: 1, col: 1, code: 'PREVIEW_LOAD', message: (error as Error).message });
        serveFlags = good?.serveFlags ?? ((persona) => ({ persona, decisions: new Map() }));
      }
      const { config, strings } = result;
      // Built per view: the list depends on the view's time, and a saved selection.yaml is read again.
      const offers = (at: number) => createOfferBuild({ repoRoot, config, strings, at, configDir });
      good = { config, strings, compiledAt: new Date(), serveFlags, offers };
    }
    try {
      flags = flagsOf(repoRoot);
    } catch (error) {
      configProblems.push({ file: 'schemas/persona.schema.json', line: 1, col: 1, code: 'PREVIEW_LOAD', message: (error as Error).message });
    }
  }

  function reloadPersonas(): void {
    const loaded = loadPersonas(repoRoot, personasDir, personas);
    personas = loaded.personas;
    personaProblems = loaded.problems;
  }

  function state(): PreviewState {
    return {
      version,
      problems: [...configProblems, ...personaProblems],
      hasConfig: good !== null,
      configCompiledAt: good ? good.compiledAt.toISOString() : null,
      personas: [...personas.values()].map(({ persona, file }) => ({
        id: persona.id,
        description: persona.description ?? '',
        locale: persona.context.locale.toLowerCase(),
        file,
        flags: { ...persona.flags },
      })),
      locales: good ? good.config.locales.list.map((entry) => entry.code.toLowerCase()) : [],
      flags,
    };
  }

  function publish(): void {
    version += 1;
    const now = state();
    for (const listener of listeners) listener(now);
  }

  // In a worker: one run at a time; edits during a run ask for one more run after it.
  const thread = options.validateIn === 'thread' ? createValidationThread({ repoRoot, configDir }) : undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  function validateInThread(): void {
    if (running) {
      again = true;
      return;
    }
    running = thread!.validate().then((outcome) => {
      running = undefined;
      if (closed) return;
      applyValidation(outcome);
      publish();
      if (again) {
        again = false;
        validateInThread();
      }
    });
  }

  function reload(what: { config?: boolean; personas?: boolean } = { config: true, personas: true }): void {
    if (what.personas) reloadPersonas();
    if (what.config && thread) {
      validateInThread();
      if (what.personas) publish();
      return;
    }
    if (what.config) reloadConfig();
    publish();
  }

  async function settled(): Promise<void> {
    while (running) await running;
  }

  reload();

  let watcher: FolderWatch | undefined;
  if (options.watch !== false) {
    watcher = watchFolders(
      [configDir, schemasDir, personasDir],
      (changed) => reload({ config: changed.has(configDir) || changed.has(schemasDir), personas: changed.has(personasDir) || changed.has(schemasDir) }),
      { quietMs: options.quietMs ?? 60, onError: (folder, error) => warn(`cannot watch ${folder}: ${error.message} (edits there need a restart)`) },
    );
  }

  return {
    state,
    config: () => good,
    persona: (id) => personas.get(id),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload,
    settled,
    close() {
      closed = true;
      watcher?.close();
      thread?.close();
      listeners.clear();
    },
  };
}
