/**
 * The shared folder watcher: every way a file is saved is seen, and so is every save after it
 * (Node's recursive watcher on Linux loses a file once it was replaced by a rename).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { followFolders, type FolderFollower } from '../../src/node/follow-folders.ts';

let work: string;
let root: string;
let follower: FolderFollower;
const seen: string[] = [];

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'follow-folders-'));
  root = join(work, 'config');
  mkdirSync(join(root, 'menus'), { recursive: true });
  writeFileSync(join(root, 'menus', 'de.yaml'), 'title: 0\n');
  follower = followFolders([root], (path) => seen.push(path));
});

afterAll(() => {
  follower.close();
  rmSync(work, { recursive: true, force: true });
});

/** Runs a save and waits until the watcher reported something at or under `path`. */
async function reported(path: string, save: () => void): Promise<void> {
  seen.length = 0;
  save();
  await expect.poll(() => seen.some((p) => p === path || path.startsWith(`${p}/`) || p.startsWith(`${path}/`)), { timeout: 5_000 }).toBe(true);
}

/** Two in-place saves after a save: they count as much as the first. */
async function thenInPlace(file: string): Promise<void> {
  for (const text of ['title: again\n', 'title: and again\n']) await reported(file, () => writeFileSync(file, text));
}

const file = () => join(root, 'menus', 'de.yaml');

it('sees in-place saves', async () => {
  await reported(file(), () => writeFileSync(file(), 'title: 1\n'));
  await thenInPlace(file());
});

it("sees a file replaced by a rename (an editor's safe save), and every save after it", async () => {
  for (let i = 0; i < 2; i++) {
    await reported(file(), () => {
      writeFileSync(`${file()}.tmp`, `title: renamed ${i}\n`);
      renameSync(`${file()}.tmp`, file());
    });
    await thenInPlace(file());
  }
});

it('sees sed -i, and every save after it', async () => {
  await reported(file(), () => execFileSync('sed', ['-i', 's/again/sed/', file()]));
  await thenInPlace(file());
});

it('sees a file deleted and written again, and every save after it', async () => {
  await reported(file(), () => {
    unlinkSync(file());
    writeFileSync(file(), 'title: new\n');
  });
  await thenInPlace(file());
});

it('sees a new file in a new folder, and every save after it', async () => {
  const added = join(root, 'pages', 'faq.yaml');
  await reported(added, () => {
    mkdirSync(join(root, 'pages'));
    writeFileSync(added, 'id: faq\n');
  });
  await thenInPlace(added);
});

it('sees a folder replaced as a whole (a branch switch), and every save after it', async () => {
  const other = join(work, 'menus-other');
  mkdirSync(other);
  writeFileSync(join(other, 'de.yaml'), 'title: other branch\n');
  await reported(file(), () => {
    rmSync(join(root, 'menus'), { recursive: true });
    renameSync(other, join(root, 'menus'));
  });
  await thenInPlace(file());
});

it('sees the root folder itself replaced, and every save after it', async () => {
  const other = join(work, 'config-other');
  mkdirSync(join(other, 'menus'), { recursive: true });
  writeFileSync(join(other, 'menus', 'de.yaml'), 'title: other root\n');
  await reported(root, () => {
    renameSync(root, join(work, 'config-old'));
    renameSync(other, root);
  });
  await thenInPlace(file());
  // The folder moved away is no longer reported as config/.
  seen.length = 0;
  writeFileSync(join(work, 'config-old', 'menus', 'de.yaml'), 'title: gone\n');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(seen).toEqual([]);
});

it('reports a linked folder (here a loop back to the root) as a change of the link, without following it, and keeps seeing saves', async () => {
  const loop = join(root, 'menus', 'loop');
  await reported(loop, () => symlinkSync(root, loop));
  await reported(loop, () => unlinkSync(loop));
  await thenInPlace(file());
});
