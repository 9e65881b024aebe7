/**
 * ECDSA signatures are malleable: if (r, s) is valid, so is (r, n - s). The stack issues only the
 * canonical form with the smaller s ("low-S", as Bitcoin and many JOSE profiles require) and
 * accepts only that form, so a token has exactly one valid encoding and a re-encoded copy of a
 * token (a different string, the same claims) is refused instead of passing as a new token.
 * WebCrypto (and so jose) signs with either s and verifies both: the rule is kept here.
 */

/** Order of the P-256 group (the curve of ES256). */
const P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const HALF_N = P256_N >> 1n;
const HALF = 32;

function toBigInt(bytes: Uint8Array): bigint {
  return BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`);
}

function toBytes(value: bigint): Buffer {
  return Buffer.from(value.toString(16).padStart(HALF * 2, '0'), 'hex');
}

function signatureOf(token: string): { head: string; s: bigint; r: Buffer } | undefined {
  const dot = token.lastIndexOf('.');
  if (dot < 0) return undefined;
  const signature = Buffer.from(token.slice(dot + 1), 'base64url');
  if (signature.length !== HALF * 2) return undefined;
  return { head: token.slice(0, dot + 1), r: signature.subarray(0, HALF), s: toBigInt(signature.subarray(HALF)) };
}

/** The token with its ES256 signature in low-S form (an equivalent, equally valid signature). */
export function toLowS(token: string): string {
  const parts = signatureOf(token);
  if (!parts || parts.s <= HALF_N) return token;
  return `${parts.head}${Buffer.concat([parts.r, toBytes(P256_N - parts.s)]).toString('base64url')}`;
}

/** Throws unless the token's ES256 signature is 64 bytes with s in the lower half of the group order. */
export function requireLowS(token: string): void {
  const parts = signatureOf(token);
  if (!parts) throw new Error('signature is not a 64-byte ES256 signature');
  if (parts.s === 0n || parts.s > HALF_N) throw new Error('signature is not in canonical (low-S) form');
}
