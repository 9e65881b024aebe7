/**
 * The messages between the local stack and the child process that writes a save into the served
 * build (tools/save-to-served/child.ts). Both sides live in this folder: the parent half
 * (incremental-rebuild.ts) runs in the stack's process, loaded on demand by server/main.ts.
 */

/**
 * Stack → child: bring the served build up to config/ as it is now; `first`: URL paths to draw
 * before the others; `changed`: the files saved, relative to config/ (absent: not known, so every
 * locale's config modules are made again).
 */
export interface UpdateRequest {
  type: 'update';
  id: number;
  first: string[];
  changed?: string[];
}

export type UpdateOutcome =
  | { kind: 'unchanged'; milliseconds: number }
  | {
      kind: 'updated';
      drawn: number;
      renamed: number;
      removed: number;
      modules: number;
      /** How many locales' config modules were made again (the others' were kept). */
      localesRemade: number;
      /** The steps of `milliseconds`: validating and compiling config/, then making the config modules and routes. */
      validationMilliseconds: number;
      modulesMilliseconds: number;
      milliseconds: number;
      firstPageMilliseconds: number | null;
      /** The child's CPU time until the first page was written: what a save costs whatever else the machine runs. */
      firstPageCpuMilliseconds: number | null;
    }
  /** config/ has findings (`file:line:col: error CODE: message`): nothing was written. */
  | { kind: 'invalid'; problems: string[] }
  /** A change a save cannot make alone: the caller runs the full build. */
  | { kind: 'needs-full-build'; reason: string }
  | { kind: 'failed'; message: string };

/**
 * Child → stack. `ready` carries the outcome of the first update, which brings the served build up
 * to config/ as it is when the child starts (a save made while `npm start` built the portal).
 */
export type ChildMessage =
  | { type: 'ready'; initial: UpdateOutcome }
  | { type: 'open-failed'; message: string }
  | { type: 'outcome'; id: number; outcome: UpdateOutcome };
