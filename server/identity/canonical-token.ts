/**
 * A JWT has one text form. Base64url decoders (jose's, Node's) are lenient: they take `=`
 * padding and ignore the unused low bits of a segment's last character, so `<token>==` or a
 * token with its last character changed by a bit decode to the same bytes and verified as the
 * same token under another string (a second key for any check that compares token text). Every
 * segment must be what encoding its bytes gives back, exactly.
 */
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** True when `segment` is the one base64url (no padding) encoding of the bytes it decodes to. */
export function isCanonicalBase64url(segment: string): boolean {
  if (!BASE64URL.test(segment) || segment.length % 4 === 1) return false;
  return Buffer.from(segment, 'base64url').toString('base64url') === segment;
}

/** Throws unless the token is three canonical base64url segments (a compact JWS). */
export function requireCanonicalJwt(token: string): void {
  const segments = token.split('.');
  if (segments.length !== 3) throw new Error(`a token has three segments, this one ${segments.length}`);
  const names = ['header', 'payload', 'signature'];
  segments.forEach((segment, index) => {
    if (segment === '' || !isCanonicalBase64url(segment))
      throw new Error(
        `the token's ${names[index]} is not canonical base64url (padding, a character outside the alphabet, or stray bits in its last character)`,
      );
  });
}
