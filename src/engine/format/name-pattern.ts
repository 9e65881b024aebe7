/**
 * The name-like pattern of spec 5: 1 to 25 characters of letters (a-z), digits, German umlauts,
 * space, dot, underscore and hyphen, case-insensitive. "Letters" means ASCII letters: the spec
 * lists umlauts separately, so other accented letters (é, ł) are not name-like.
 * No `g` flag: the RegExp is stateless and safe to share.
 */
export const NAME_LIKE_PATTERN = /^[a-z0-9äöüÄÖÜß ._-]{1,25}$/i;

/** True when the whole string is name-like; the string is NFC-normalised first so a decomposed "ü" counts as one umlaut. */
export function isNameLike(s: string | null | undefined): boolean {
  return typeof s === 'string' && NAME_LIKE_PATTERN.test(s.normalize('NFC'));
}
