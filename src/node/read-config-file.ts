/**
 * Reads one config file as a product owner's tool must: only a regular file, only inside the
 * folder it belongs to, only up to a size, only as UTF-8. A file in config/ that is a link to
 * /dev/zero, a FIFO or a device would otherwise grow memory without end or block the process
 * (and with it every request of the local stack); a file in another encoding would turn into
 * a misleading finding (UTF-16 reads as "no schema line") or silently into U+FFFD.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import { isAbsolute, relative } from 'node:path';

/** The largest config file read, in bytes: the largest today is under 200 KB. */
export const MAX_CONFIG_FILE_BYTES = 2 * 1024 * 1024;

export type ReadResult =
  | { ok: true; text: string }
  | { ok: false; code: 'NOT_A_FILE' | 'OUTSIDE_CONFIG' | 'TOO_LARGE' | 'NOT_UTF8' | 'UNREADABLE'; message: string; line: number; col: number };

export interface ReadOptions {
  /** The folder the file must stay inside (after following links); none for a file named on the command line. */
  root?: string;
  /** How to name the root in messages (default "config/"). */
  rootName?: string;
  maxBytes?: number;
}

const KIB = 1024;
const sizeText = (bytes: number) =>
  bytes >= KIB * KIB ? `${(bytes / KIB / KIB).toFixed(bytes % (KIB * KIB) === 0 ? 0 : 1)} MiB` : `${Math.ceil(bytes / KIB)} KiB`;

function kindOf(stats: { isDirectory(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
  if (stats.isDirectory()) return 'a folder';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

const failure = (code: Exclude<ReadResult, { ok: true }>['code'], message: string, line = 1, col = 1): Exclude<ReadResult, { ok: true }> => ({
  ok: false,
  code,
  message,
  line,
  col,
});

/**
 * Reads `path` under the rules above. A symbolic link is followed only when it ends at a
 * regular file inside `root`; the open never follows a link itself and never waits on a
 * FIFO (O_NOFOLLOW | O_NONBLOCK on the resolved path), and the type and size are checked on
 * the open file, so a file swapped between the checks and the read is still caught.
 */
export function readConfigFile(path: string, options: ReadOptions = {}): ReadResult {
  const read = readConfigBytes(path, options);
  return read.ok ? decodeUtf8(read.bytes) : read;
}

export type BytesResult = { ok: true; bytes: Buffer } | Exclude<ReadResult, { ok: true }>;

/** The file's bytes under the same rules, for a reader that hashes or decodes them itself. */
export function readConfigBytes(path: string, options: ReadOptions = {}): BytesResult {
  const maxBytes = options.maxBytes ?? MAX_CONFIG_FILE_BYTES;
  const rootName = options.rootName ?? 'config/';
  let target = path;
  let isLink = false;
  try {
    isLink = lstatSync(path).isSymbolicLink();
    // With a root, the whole path is resolved, not only its last part: a linked folder on the way
    // (config/linked/x.yaml, linked -> /elsewhere) leads outside as surely as a linked file.
    if (isLink || options.root !== undefined) target = realpathSync(path);
    if (options.root !== undefined) {
      const inside = relative(realpathSync(options.root), target);
      if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) {
        const what = isLink ? 'a symbolic link to a file' : 'reached through a linked folder';
        return failure('OUTSIDE_CONFIG', `is ${what} outside ${rootName}, which is not read: config files are regular files inside ${rootName}`);
      }
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return failure(
      'UNREADABLE',
      code === 'ENOENT' ? 'cannot read: the file (or the file its link points to) does not exist' : `cannot read: ${code ?? (error as Error).message}`,
    );
  }
  let fd: number;
  try {
    fd = openSync(target, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    return failure('UNREADABLE', `cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) {
      return failure('NOT_A_FILE', `is ${kindOf(stats)}${isLink ? ' (through a symbolic link)' : ''}, which is not read: config files are regular files`);
    }
    const tooLarge = () => failure('TOO_LARGE', `is larger than ${sizeText(maxBytes)}, the limit for one config file: split it into several files`);
    if (stats.size > maxBytes) return tooLarge();
    // Read at most one byte past the limit: a file that grows while read is still bounded.
    let buffer = Buffer.allocUnsafe(stats.size + 1);
    let length = 0;
    for (;;) {
      if (length === buffer.length) {
        const grown = Buffer.allocUnsafe(Math.min(buffer.length * 2, maxBytes + 1));
        buffer.copy(grown, 0, 0, length);
        buffer = grown;
      }
      const n = readSync(fd, buffer, length, buffer.length - length, null);
      if (n === 0) break;
      length += n;
      if (length > maxBytes) return tooLarge();
    }
    return { ok: true, bytes: buffer.subarray(0, length) };
  } catch (error) {
    return failure('UNREADABLE', `cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  } finally {
    closeSync(fd);
  }
}

/** The text of `bytes` when they are UTF-8 (with or without a byte-order mark), else where they are not. */
export function decodeUtf8(bytes: Buffer): ReadResult {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return failure('NOT_UTF8', `is UTF-16 (it starts with a UTF-16 byte-order mark), not UTF-8: save it as UTF-8`);
  }
  const nul = bytes.indexOf(0);
  const bad = nul >= 0 ? nul : isUtf8(bytes) ? -1 : firstInvalidUtf8(bytes);
  // The UTF-8 byte-order mark some editors save is not part of the text: kept, line 1 would not start with `#` (the schema line).
  if (bad < 0) return { ok: true, text: bytes.toString('utf8', bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0) };
  const lineStart = bad === 0 ? 0 : bytes.lastIndexOf(0x0a, bad - 1) + 1;
  let line = 1;
  for (let i = bytes.indexOf(0x0a); i >= 0 && i < bad; i = bytes.indexOf(0x0a, i + 1)) line += 1;
  const col = bytes.subarray(lineStart, bad).toString('utf8').length + 1;
  const hex = `0x${bytes[bad]!.toString(16).toUpperCase().padStart(2, '0')}`;
  const what = nul >= 0 ? 'a NUL byte (UTF-16 or a binary file?)' : `byte ${hex}${bytes[bad]! >= 0xa0 ? ' (Latin-1 or Windows-1252?)' : ''}`;
  return failure('NOT_UTF8', `not UTF-8 at byte ${bad}: ${what}; save the file as UTF-8`, line, col);
}

/** Offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629), or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const cont = (i: number, lo = 0x80, hi = 0xbf) => i < bytes.length && bytes[i]! >= lo && bytes[i]! <= hi;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    let length = 0;
    if (b < 0x80) length = 1;
    else if (b >= 0xc2 && b <= 0xdf) length = cont(i + 1) ? 2 : 0;
    else if (b === 0xe0) length = cont(i + 1, 0xa0) && cont(i + 2) ? 3 : 0;
    else if (b === 0xed) length = cont(i + 1, 0x80, 0x9f) && cont(i + 2) ? 3 : 0;
    else if (b >= 0xe1 && b <= 0xef) length = cont(i + 1) && cont(i + 2) ? 3 : 0;
    else if (b === 0xf0) length = cont(i + 1, 0x90) && cont(i + 2) && cont(i + 3) ? 4 : 0;
    else if (b >= 0xf1 && b <= 0xf3) length = cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0;
    else if (b === 0xf4) length = cont(i + 1, 0x80, 0x8f) && cont(i + 2) && cont(i + 3) ? 4 : 0;
    if (length === 0) return i;
    i += length;
  }
  return -1;
}
