/** A block, accordion item or link restricted to some locales (`locales:`) is left out of the others. */
export function inLocale(locales: readonly string[] | undefined, locale: string): boolean {
  return locales === undefined || locales.includes(locale);
}
