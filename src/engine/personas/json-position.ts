/**
 * Where things stand in a persona file's JSON text, so a finding names `file:line:col`
 * wherever the file is read (server, CLI, preview, rule tests, Storybook). Plain TypeScript
 * without the YAML parser: Storybook runs this in the browser.
 */

export interface Position {
  line: number;
  col: number;
}

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, col: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * Where JSON.parse stopped. V8 names the offset ("at position 11", and on Node 20+ also
 * "line 2 column 5"), except at the end of the input; other engines (Storybook's browser) may
 * name neither: the file's start.
 */
export function syntaxErrorPosition(text: string, error: Error): Position {
  // A file that ends too early fails past its last character: name the place after it.
  const end = text.trimEnd().length;
  const position = /position (\d+)/.exec(error.message);
  if (position) return positionAt(text, Math.min(Number(position[1]), end));
  const lineCol = /line (\d+) column (\d+)/.exec(error.message);
  if (lineCol) return { line: Number(lineCol[1]), col: Number(lineCol[2]) };
  return /end of (JSON )?input/i.test(error.message) ? positionAt(text, end) : { line: 1, col: 1 };
}

/**
 * What is wrong, without the text around it: V8's message quotes the file's first bytes
 * ('"secret…" is not valid JSON'), which the preview would pass on over HTTP.
 */
export function syntaxErrorMessage(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message);
  const atEnd = position !== null && Number(position[1]) >= text.trimEnd().length;
  if (atEnd || /end of (JSON )?input|Unterminated/i.test(error.message)) return 'not valid JSON: the file ends before its last value is closed';
  return 'not valid JSON: unexpected character here';
}

/** Splits an ajv instance path (`/flags/paymentMethods`, `/accounts/0/balance`) into keys and indexes. */
export function pathOfPointer(pointer: string): (string | number)[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

const WHITESPACE = /\s/;

/**
 * The position of the value at `path` in valid JSON text; for a path that goes further than
 * the text (a missing property), the deepest value that exists, as the YAML locator does.
 */
export function locateInJson(text: string, path: readonly (string | number)[]): Position {
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && WHITESPACE.test(text[i]!)) i++;
  };
  const skipString = () => {
    i++; // opening quote
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const readString = (): string => {
    const start = i;
    skipString();
    return JSON.parse(text.slice(start, i)) as string;
  };
  /** Skips the value starting at i (after whitespace). */
  const skipValue = (): void => {
    skipSpace();
    const c = text[i];
    if (c === '"') {
      skipString();
      return;
    }
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      skipSpace();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        if (c === '{') {
          skipSpace();
          skipString();
          skipSpace();
          i++; // colon
        }
        skipValue();
        skipSpace();
        if (text[i] === ',') {
          i++;
          continue;
        }
        i++; // close
        return;
      }
    }
    while (i < text.length && !/[,\]}\s]/.test(text[i]!)) i++;
  };

  skipSpace();
  let found = i;
  for (const step of path) {
    skipSpace();
    const c = text[i];
    let matched = false;
    if (c === '{' && typeof step === 'string') {
      i++;
      skipSpace();
      while (text[i] === '"') {
        const key = readString();
        skipSpace();
        i++; // colon
        skipSpace();
        if (key === step) {
          matched = true;
          break;
        }
        skipValue();
        skipSpace();
        if (text[i] === ',') i++;
        skipSpace();
      }
    } else if (c === '[' && typeof step === 'number') {
      i++;
      skipSpace();
      for (let index = 0; text[i] !== ']' && i < text.length; index++) {
        skipSpace();
        if (index === step) {
          matched = true;
          break;
        }
        skipValue();
        skipSpace();
        if (text[i] === ',') i++;
      }
    }
    if (!matched) break;
    skipSpace();
    found = i;
  }
  return positionAt(text, found);
}
