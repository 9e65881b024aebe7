/**
 * The working tree's validation made and read back before a question asks for it: at the start,
 * and after every save under config/ or schemas/. A first validation writes it, the second reads
 * it back and keeps it in memory, as a question would. Its findings are validate's to print, so
 * they are not printed here.
 *
 * It waits until the saves have settled for SETTLE_MS: a checkout writes many files, and the
 * portal it stands beside serves a save in about 0.4 s. Validating at once, on two cores, made
 * that 0.5 s (medians of 7 saves of a menu title against npm start: 534 against 355 ms without
 * the service; 395–399 against 365–377 ms with this wait and the service's lower priority).
 */
import { join } from 'node:path';
import { followFolders, type FolderFollower } from '../../../src/node/follow-folders.ts';
import { validateConfig } from '../../config/validate.ts';
import { captureOutput } from './capture-output.ts';
import type { InTurn } from './in-turn.ts';

/** After the portal has served the save (and the locale's other pages are on their way). */
const SETTLE_MS = 1500;

export function warmOnSave(repoRoot: string, inTurn: InTurn, log: (line: string) => void): FolderFollower {
  const warm = () =>
    inTurn.run(async () => {
      await captureOutput(async () => {
        validateConfig({ repoRoot, warnings: false });
        validateConfig({ repoRoot, warnings: false });
      });
      log('config validated');
    });
  let settling: NodeJS.Timeout | undefined;
  const follower = followFolders(
    [join(repoRoot, 'config'), join(repoRoot, 'schemas')],
    () => {
      clearTimeout(settling);
      settling = setTimeout(warm, SETTLE_MS).unref();
    },
    { persistent: false },
  );
  warm();
  return {
    close() {
      clearTimeout(settling);
      follower.close();
    },
  };
}
