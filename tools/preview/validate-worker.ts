/**
 * The preview's validation, in a worker thread (validation-thread.ts starts it): reading and
 * validating config/ takes seconds for a large config and any time at all for a hostile one,
 * and none of it may hold up the local stack's requests. One request at a time; the result
 * (findings, compiled config, strings) is plain data and crosses to the server as a copy.
 */
import { parentPort } from 'node:worker_threads';
import { validateConfig } from '../config/validate.ts';
import { storable } from '../config/validation-cache.ts';

export interface ValidateRequest {
  id: number;
  repoRoot: string;
  configDir: string;
}

export type ValidateReply =
  | ({ id: number; ok: true } & Pick<ReturnType<typeof validateConfig>, 'problems' | 'config' | 'strings'>)
  | { id: number; ok: false; message: string };

parentPort?.on('message', (request: ValidateRequest) => {
  let reply: ValidateReply;
  try {
    const result = validateConfig({ repoRoot: request.repoRoot, configDir: request.configDir, warnings: false });
    // Its source references cross as file and path (validation-thread.ts makes them lazy again):
    // copied as they are, each would work out its line first, a parse of every file with positions.
    reply = { id: request.id, ok: true, problems: result.problems, config: storable(result.config) as typeof result.config, strings: result.strings };
  } catch (error) {
    reply = { id: request.id, ok: false, message: (error as Error).message };
  }
  parentPort!.postMessage(reply);
});
