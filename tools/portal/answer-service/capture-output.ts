/**
 * What a command writes on stdout and stderr while it runs, kept instead of written: the answer
 * service runs one command at a time in its own process and sends its output to the command line
 * that asked. console.log and console.error write through the same two streams.
 */
type Write = typeof process.stdout.write;

export interface Captured<T> {
  value: T;
  stdout: Buffer;
  stderr: Buffer;
}

function keeping(chunks: Buffer[]): Write {
  return ((chunk: string | Uint8Array, encoding?: BufferEncoding | ((error?: Error | null) => void), done?: (error?: Error | null) => void) => {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));
    const callback = typeof encoding === 'function' ? encoding : done;
    if (callback) queueMicrotask(() => callback(null));
    return true;
  }) as Write;
}

/** Runs `run` with stdout and stderr kept; the streams are given back however it ends. */
export async function captureOutput<T>(run: () => Promise<T>): Promise<Captured<T>> {
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  const writeOut = process.stdout.write;
  const writeErr = process.stderr.write;
  process.stdout.write = keeping(out);
  process.stderr.write = keeping(err);
  try {
    const value = await run();
    return { value, stdout: Buffer.concat(out), stderr: Buffer.concat(err) };
  } finally {
    process.stdout.write = writeOut;
    process.stderr.write = writeErr;
  }
}
