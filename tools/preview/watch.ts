/**
 * Watches folders for edits and reports them once the burst is over: an editor's save is
 * several events (truncate, write, rename of a swap file), and validating after the first of
 * them would show a half-written file as broken.
 */
import { followFolders, type FolderFollower } from '../../src/node/follow-folders.ts';

export interface FolderWatch {
  close(): void;
}

/**
 * Calls `onSettled(changedFolders)` `quietMs` after the last event under any of `folders`
 * (followed as folders, src/node/follow-folders.ts: a file replaced by a rename is still seen).
 * A folder that cannot be watched (missing, no permission) is reported through `onError`
 * and left out; the others keep working.
 */
export function watchFolders(
  folders: readonly string[],
  onSettled: (changed: Set<string>) => void,
  options: { quietMs?: number; onError?: (folder: string, error: Error) => void } = {},
): FolderWatch {
  const quietMs = options.quietMs ?? 60;
  const changed = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  const followers: FolderFollower[] = [];
  for (const folder of folders) {
    try {
      const follower = followFolders(
        [folder],
        () => {
          changed.add(folder);
          clearTimeout(timer);
          timer = setTimeout(() => {
            const settled = new Set(changed);
            changed.clear();
            onSettled(settled);
          }, quietMs);
        },
        { onError: (where, error) => options.onError?.(where, error) },
      );
      followers.push(follower);
    } catch (error) {
      options.onError?.(folder, error as Error);
    }
  }
  return {
    close() {
      clearTimeout(timer);
      for (const follower of followers) follower.close();
    },
  };
}
