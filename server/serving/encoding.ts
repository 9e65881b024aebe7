/**
 * Accept-Encoding negotiation (RFC 9110 section 12.5.3) between the precompressed variants a
 * file has and what the client accepts.
 */

export type ContentCoding = 'br' | 'gzip';
export type Encoding = ContentCoding | 'identity';

/** Suffix of the precompressed file next to the original (`app.js.br`, `app.js.gz`). */
export const VARIANT_SUFFIX: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };

/** Below every q-value a client can write (three decimals): the raw file is the last resort. */
const UNNAMED_IDENTITY = 0.0001;

/** On equal quality the smaller result wins: brotli, then gzip, then the raw file. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** Parses `gzip;q=0.8, br, *;q=0` into coding -> quality. Malformed entries are ignored. */
export function parseAcceptEncoding(header: string): Map<string, number> {
  const qualities = new Map<string, number>();
  for (const entry of header.split(',')) {
    const [rawName, ...params] = entry.split(';');
    const name = (rawName ?? '').trim().toLowerCase();
    if (!/^[a-z0-9*!#$%&'+.^_`|~-]+$/.test(name)) continue;
    let quality = 1;
    let malformed = false;
    for (const param of params) {
      const match = /^\s*q\s*=\s*(.*?)\s*$/i.exec(param);
      if (!match) continue;
      // RFC 9110 qvalue: 0 to 1 with at most three decimals.
      if (/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(match[1] ?? '')) quality = Number(match[1]);
      else malformed = true;
    }
    if (malformed) continue;
    // x-gzip is an old alias of gzip (RFC 9110 section 8.4.1.3).
    qualities.set(name === 'x-gzip' ? 'gzip' : name, quality);
  }
  return qualities;
}

function qualityOf(qualities: Map<string, number>, coding: Encoding): number {
  const named = qualities.get(coding);
  if (named !== undefined) return named;
  const wildcard = qualities.get('*');
  if (wildcard !== undefined) return wildcard;
  // identity is acceptable unless excluded, but a client that names a coding (even with a low
  // q) asks for it over the raw bytes; a coding not named is not acceptable.
  return coding === 'identity' ? UNNAMED_IDENTITY : 0;
}

/**
 * Picks the encoding to send. No header: the raw file (the client said nothing). A variant
 * the file lacks is never chosen. When the client refuses everything we have (even
 * identity), it still gets the raw file: a readable answer beats a 406.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly ContentCoding[]): Encoding {
  if (acceptEncoding === undefined) return 'identity';
  const qualities = parseAcceptEncoding(acceptEncoding);
  let best: Encoding = 'identity';
  let bestQuality = 0;
  for (const coding of PREFERENCE) {
    if (coding !== 'identity' && !available.includes(coding)) continue;
    const quality = qualityOf(qualities, coding);
    if (quality > bestQuality) {
      best = coding;
      bestQuality = quality;
    }
  }
  return best;
}
