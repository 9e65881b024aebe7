/**
 * The local flag service's flags: the definitions in <configDir>/flags/ (flagd's format) with
 * the signed-in persona's own flags as targeting on its customer number
 * (src/engine/flags/persona-targeting.ts), evaluated by @openfeature/flagd-core. Per persona
 * and not for all at once: personas of one customer number differ in their flags (active-nl and
 * active-nl-wealth-launch), and the token says which persona is asking.
 *
 * Reading and evaluating happen in a thread of their own (flag-worker.ts), never on the thread
 * that answers requests: a hostile or merely huge flag file costs that thread, not the stack.
 * Followed like the personas are: a watcher on the folder asks for a new reading, and a request
 * asks for one when the last is a second old (for file systems that report no change), which
 * reads only when a file's size, time or inode changed. The thread takes messages in order, so
 * a request after a save gets the saved flags: the kill switch. A reading that takes longer than
 * its time limit or memory stops the thread; a new one starts with the last good definitions and
 * does not read the same files again until one changes. A file that does not read keeps the
 * last good definitions and is warned about once; the stack never stops for it.
 *
 * An evaluation cannot loop forever (a rule is JSON-Logic without recursion, shared rules may not
 * refer to themselves, and each is bounded in size), but it can be slow: a customer's first
 * evaluation builds an evaluator of every definition, which for a file near the size limit takes
 * seconds. A thread that owes evaluations and answers nothing for the evaluation time limit is
 * stopped: the requests it held are refused (503) and a new thread takes the next ones.
 */
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PersonaFlags } from '../../src/engine/flags/persona-targeting.ts';
import type { FlagEvaluation } from '../../src/node/flags/evaluate.ts';
import type { Persona } from '../../src/engine/types/persona.ts';
import { followFolders, type FolderFollower } from '../../src/node/follow-folders.ts';
import type { FlagThreadReply, FlagThreadRequest, FlagThreadStart } from './flag-worker.ts';

export interface FlagStore {
  /**
   * Every flag (or the one `key`) for the context, with the persona's own flags (none: a
   * visitor), and a tag of the definitions and persona flags that changes with either.
   */
  evaluate(persona: Persona | null | undefined, context: Record<string, unknown>, key?: string): Promise<{ revision: string; evaluations: FlagEvaluation[] }>;
  close(): void;
}

export interface FlagStoreOptions {
  /** A reading of config/flags/ that takes longer is stopped. Default 10 s. */
  loadTimeoutMs?: number;
  /** An answer that takes longer (it waits behind a reading) is a 503. Default 20 s. */
  answerTimeoutMs?: number;
  /** A thread owing evaluations that answers nothing for longer (outside a reading) is stopped. Default 5 s. */
  evaluationTimeoutMs?: number;
  /** The thread's heap, MB: a reading that needs more is stopped. Default 512. */
  maxMemoryMb?: number;
}

/** No answer from the flag thread in time, or the store is closed. */
export class FlagsUnavailable extends Error {}

export const FLAGS_MAX_AGE_MS = 1000;

export function personaFlagsOf(persona: Persona | null | undefined): PersonaFlags[] {
  return persona?.customer?.bacNumber && persona.flags ? [{ key: persona.customer.bacNumber, flags: persona.flags as Record<string, unknown> }] : [];
}

/** Plain JavaScript that registers the TypeScript loader, then loads flag-worker.ts. */
const ENTRY = new URL('./flag-worker-entry.mjs', import.meta.url);

interface Pending {
  request: Extract<FlagThreadRequest, { type: 'evaluate' }>;
  resolve: (answer: { revision: string; evaluations: FlagEvaluation[] }) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export function flagStore(repoRoot: string, configDir: string, warn: (message: string) => void, options: FlagStoreOptions = {}): FlagStore {
  const loadTimeoutMs = options.loadTimeoutMs ?? 10_000;
  const answerTimeoutMs = options.answerTimeoutMs ?? 20_000;
  const evaluationTimeoutMs = options.evaluationTimeoutMs ?? 5_000;
  const maxMemoryMb = options.maxMemoryMb ?? 512;
  let watcher: FolderFollower | undefined;
  let worker: Worker | undefined;
  let closed = false;
  /** The last good definitions (JSON), handed to a thread that replaces a stopped one. */
  let lastGood: string | undefined;
  /** The files being read now, if a reading is under way. */
  let reading: { signature: string; timer: NodeJS.Timeout } | undefined;
  /** The files the thread last took up: a thread that replaces it does not read them again. */
  let lastRead: string | undefined;
  /** Armed while the thread owes evaluations: fires when it has answered nothing for evaluationTimeoutMs. */
  let stuck: NodeJS.Timeout | undefined;
  let loadQueued = false;
  let lastLoadAsked = 0;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const warned = new Set<string>();
  /** Whether the running thread has answered anything yet, and how many in a row died before they did. */
  let answered = false;
  let diedUnanswered = 0;

  const warnOnce = (message: string) => {
    if (!warned.has(message)) warn(message);
    warned.add(message);
  };

  function start(skipSignature?: string): void {
    const data: FlagThreadStart = { repoRoot, configDir, lastGood, skipSignature };
    const created = new Worker(ENTRY, { workerData: data, resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb } });
    created.unref();
    answered = false;
    created.on('message', (reply: FlagThreadReply) => {
      if (worker !== created) return;
      answered = true;
      diedUnanswered = 0;
      answer(reply);
      watchProgress(true);
    });
    created.on('error', (error) => {
      if (worker !== created) return;
      const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
      replace(outOfMemory ? `reading config/flags/ needed more than ${maxMemoryMb} MB and was stopped` : `the flag thread failed: ${error.message}`);
    });
    created.on('exit', () => worker === created && replace('the flag thread stopped'));
    worker = created;
    // The reading first: its immediate reply says the thread is up, which starts the evaluations' clock.
    askLoad();
    for (const waiting of pending.values()) created.postMessage(waiting.request);
  }

  /** Arms the evaluation time limit while evaluations are owed (`anew`: the thread just made progress); disarms it when none are. */
  function watchProgress(anew: boolean): void {
    if (pending.size === 0 || !worker) {
      clearTimeout(stuck);
      stuck = undefined;
      return;
    }
    // A thread still starting (loading its code) is not evaluating yet: its first reply arms the limit.
    if (!answered) return;
    // A request arriving does not push the limit back: a steady stream would keep a stuck thread alive.
    if (stuck && !anew) return;
    clearTimeout(stuck);
    stuck = setTimeout(() => {
      stuck = undefined;
      if (pending.size === 0) return;
      // A reading has its own limit; the evaluations wait behind it.
      if (reading) watchProgress(true);
      else replace(`an evaluation took longer than ${evaluationTimeoutMs / 1000} s and was stopped (is a flag file very large?)`);
    }, evaluationTimeoutMs);
    stuck.unref();
  }

  /** Stops the thread and starts another with the last good definitions; the files it read or was reading are not read again until they change. */
  function replace(why: string): void {
    if (closed) return;
    const skip = reading?.signature ?? lastRead;
    const wasReading = reading !== undefined;
    clearTimeout(reading?.timer);
    reading = undefined;
    clearTimeout(stuck);
    stuck = undefined;
    const old = worker;
    worker = undefined;
    void old?.terminate();
    loadQueued = false;
    if (wasReading) {
      warnOnce(`flag definitions: ${why}; the last good flags are served until a file in config/flags/ changes`);
    } else {
      // A thread that died evaluating, not reading, may have died of a request it was answering:
      // those requests are refused (503) rather than handed to the next thread to die of again.
      warnOnce(`flag definitions: ${why}; the requests it held were answered 503`);
      refusePending(`the flags could not be evaluated: ${why}`);
    }
    // A thread that dies before it answers anything (its code does not load) is started again
    // after a doubling pause, not at once in a loop.
    if (!answered) diedUnanswered += 1;
    const restart = () => {
      if (closed || worker) return;
      start(skip);
    };
    if (diedUnanswered === 0) restart();
    else setTimeout(restart, Math.min(30_000, 250 * 2 ** (diedUnanswered - 1))).unref();
  }

  function refusePending(message: string): void {
    for (const [id, waiting] of pending) {
      pending.delete(id);
      clearTimeout(waiting.timer);
      waiting.reject(new FlagsUnavailable(message));
    }
  }

  function answer(reply: FlagThreadReply): void {
    if (reply.type === 'loading') {
      loadQueued = false;
      if (reply.signature !== undefined) {
        lastRead = reply.signature;
        const timer = setTimeout(
          () => replace(`reading config/flags/ took longer than ${loadTimeoutMs / 1000} s and was stopped (is a flag file very large?)`),
          loadTimeoutMs,
        );
        timer.unref();
        reading = { signature: reply.signature, timer };
      }
    } else if (reply.type === 'loaded') {
      clearTimeout(reading?.timer);
      reading = undefined;
      if (reply.lastGood !== null) lastGood = reply.lastGood;
    } else if (reply.type === 'warn') {
      warnOnce(reply.message);
    } else {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      clearTimeout(waiting.timer);
      if (reply.type === 'evaluated') waiting.resolve({ revision: reply.revision, evaluations: reply.evaluations });
      else waiting.reject(new Error(reply.message));
    }
  }

  /** Asks the thread for a reading; one waits at a time (a burst of watcher events is one reading). */
  function askLoad(): void {
    if (!worker || loadQueued) return;
    loadQueued = true;
    lastLoadAsked = performance.now();
    const request: FlagThreadRequest = { type: 'load' };
    worker.postMessage(request);
  }

  function ensureWatcher(): void {
    if (watcher || closed) return;
    try {
      // The folder, not its files: a file replaced by rename (an editor's safe save) is still followed.
      watcher = followFolders([join(configDir, 'flags')], () => askLoad(), { persistent: false });
    } catch {
      watcher = undefined;
    }
  }

  start();

  return {
    evaluate(persona, context, key) {
      if (closed) return Promise.reject(new FlagsUnavailable('the flag service is closed'));
      ensureWatcher();
      if (!watcher || performance.now() - lastLoadAsked > FLAGS_MAX_AGE_MS) askLoad();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new FlagsUnavailable(`the flags were not evaluated within ${answerTimeoutMs / 1000} s`));
        }, answerTimeoutMs);
        timer.unref();
        const request: FlagThreadRequest = { type: 'evaluate', id, persona: personaFlagsOf(persona), context, ...(key !== undefined ? { key } : {}) };
        pending.set(id, { request, resolve, reject, timer });
        worker?.postMessage(request);
        watchProgress(false);
      });
    },
    close() {
      closed = true;
      watcher?.close();
      watcher = undefined;
      clearTimeout(reading?.timer);
      clearTimeout(stuck);
      void worker?.terminate();
      worker = undefined;
      for (const waiting of pending.values()) {
        clearTimeout(waiting.timer);
        waiting.reject(new FlagsUnavailable('the flag service is closed'));
      }
      pending.clear();
    },
  };
}
