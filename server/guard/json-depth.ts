/**
 * How deep a JSON text nests, read from the text itself before JSON.parse: a nested body costs
 * its parse (and whatever walks the result), so it is refused before that. Brackets inside
 * strings are text; escapes inside strings are skipped. Stops counting past `limit`.
 */
export function jsonTextDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}
