/**
 * "Did you mean …?" for validate messages: the candidate nearest to a mistyped name, when it
 * is near enough to be a typo (a few edits, relative to the name's length).
 */
export function closestName(
  word: string,
  candidates: Iterable<string>,
  tolerance: (length: number) => number = (n) => Math.max(2, Math.floor(n / 3)),
): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= tolerance(word.length) ? best : null;
}

/** Levenshtein distance with one row of memory. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}
