/**
 * The working tree's validation made and read back before a question asks for it: at the start,
 * and after every save under config/ or schemas/ (once the saves settle: a checkout writes many
 * files). A first validation writes it, the second reads it back and keeps it in memory, as a
 * question would. Its findings are validate's to print, so they are not printed here.
 */
import { join } from 'node:path';
import { followFolders, type FolderFollower } from '../../../src/node/follow-folders.ts';
import { validateConfig } from '../../config/validate.ts';
import { captureOutput } from './capture-output.ts';
import type { InTurn } from './in-turn.ts';

const SETTLE_MS = 100;

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
