/**
 * Follows folders, not files: every change under a folder is reported, however it was saved.
 *
 * Node's recursive watcher on Linux watches each file it found, so a file replaced by a rename
 * (an editor's safe save, `sed -i`, `git checkout`, the portal's own `xliff import`) is lost to it:
 * the rename is reported, every later in-place save of that file is not. Here each folder of the
 * tree is watched on its own (inotify on a folder reports writes, creations, deletions and renames
 * of its entries, whichever file is there now), the folder list is read again after every
 * creation, deletion or rename, so a new or replaced folder is watched from then on, and the
 * parent of each root is watched for the root itself being replaced (a branch switch).
 *
 * A symbolic link to a folder is not followed (so a link to a parent cannot make a loop): the
 * link appearing, going or being replaced is reported as a change of its path, and the config
 * loader refuses such a link by name (LINKED_FOLDER) rather than reading what is behind it.
 */
import { lstatSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';

export interface FolderFollower {
  close(): void;
}

export interface FollowOptions {
  /** Keep the process alive while following (fs.watch's `persistent`). Default true. */
  persistent?: boolean;
  /** A folder that could not be watched after a change (it vanished, no permission); the rest keep working. */
  onError?: (folder: string, error: Error) => void;
}

interface Watched {
  watcher: FSWatcher;
  /** The folder's inode when it was armed: another inode at that path is a replaced folder. */
  ino: number;
}

/** The folders of a tree, itself first, each with its inode; none when the root is missing. */
function foldersOf(root: string): Map<string, number> {
  const found = new Map<string, number>();
  const visit = (folder: string) => {
    let ino: number;
    let entries;
    try {
      ino = statSync(folder).ino;
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return; // removed while being read: its parent's event reads the tree again
    }
    found.set(folder, ino);
    for (const entry of entries) if (entry.isDirectory()) visit(join(folder, entry.name));
  };
  visit(root);
  return found;
}

function isFolder(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Calls `onChange(path)` with the absolute path of whatever changed under one of `roots` (a file,
 * or a folder that appeared or was replaced: read all of it). Throws when a root cannot be watched
 * at the start, as fs.watch does.
 */
export function followFolders(roots: readonly string[], onChange: (path: string) => void, options: FollowOptions = {}): FolderFollower {
  const persistent = options.persistent ?? true;
  const watched = new Map<string, Watched>();
  const parents: FSWatcher[] = [];
  let closed = false;

  const unwatch = (folder: string) => {
    watched.get(folder)?.watcher.close();
    watched.delete(folder);
  };

  /** Brings the watched folders of `root` in line with the tree on disk; says which folders are new. */
  const rearm = (root: string, atStart = false): string[] => {
    const now = foldersOf(root);
    for (const folder of [...watched.keys()]) {
      const inside = folder === root || folder.startsWith(`${root}${sep}`);
      if (inside && watched.get(folder)!.ino !== now.get(folder)) unwatch(folder);
    }
    const armed: string[] = [];
    for (const [folder, ino] of now) {
      if (watched.has(folder)) continue;
      try {
        const watcher = watch(folder, { persistent }, (event, name) => onEvent(root, folder, event, name));
        watcher.on('error', () => {
          unwatch(folder);
          if (!closed) changedTree(root, folder);
        });
        watched.set(folder, { watcher, ino });
        armed.push(folder);
      } catch (error) {
        // A root that cannot be watched at the start (no permission, inotify's limit) is the
        // caller's to hear about, as the contract above says; later failures go to onError.
        if (atStart && folder === root) throw error;
        options.onError?.(folder, error as Error);
      }
    }
    return armed;
  };

  /** A folder was created, removed or renamed under `root`: watch the tree as it is now. */
  const changedTree = (root: string, where: string) => {
    if (closed) return;
    const armed = rearm(root);
    // Files written into a new folder before it was watched are in it: the folder is the change.
    for (const folder of armed) if (folder !== where) onChange(folder);
    onChange(where);
  };

  const onEvent = (root: string, folder: string, event: string, name: string | Buffer | null) => {
    if (closed) return;
    const path = name ? join(folder, String(name)) : folder;
    // Only a folder that came, went or was replaced changes the tree: a file renamed over (every
    // editor's safe save) is just a change of that file, with no walk of the tree.
    if (event === 'rename' && (watched.has(path) || isFolder(path))) changedTree(root, path);
    else onChange(path);
  };

  for (const given of roots) {
    const root = resolve(given);
    // Throws like fs.watch when the root is missing: the caller decides what that means.
    statSync(root);
    rearm(root, true);
    try {
      const parent = watch(dirname(root), { persistent }, (_event, name) => {
        if (name && String(name) === basename(root)) changedTree(root, root);
      });
      parent.on('error', () => parent.close());
      parents.push(parent);
    } catch (error) {
      // The root itself is still followed; only its replacement as a whole would go unseen.
      options.onError?.(dirname(root), error as Error);
    }
  }

  return {
    close() {
      closed = true;
      for (const { watcher } of watched.values()) watcher.close();
      watched.clear();
      for (const parent of parents) parent.close();
    },
  };
}
