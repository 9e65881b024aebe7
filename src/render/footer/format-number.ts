/**
 * Locale-aware number text. View-model locales are lower-case ("de-de", or "en" for the
 * generic EU site); Intl accepts those, and an unknown tag falls back to English rather
 * than throwing inside render.
 */
export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions): string {
  try {
    return new Intl.NumberFormat(locale, options).format(value);
  } catch {
    return new Intl.NumberFormat('en', options).format(value);
  }
}
