/** Joins class names, skipping empty ones (keeps className props optional without "undefined"). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
