/** Academic titles recognised in front of a name (spec 5), longest first so "Prof. Dr. med." wins over "Prof.". */
export const ACADEMIC_TITLES = ['Prof. Dr. med.', 'Prof. Dr. Dr.', 'Prof. Dr.', 'Dr. med.', 'Dr. Dr.', 'Prof.', 'Dr.'] as const;

export type AcademicTitle = (typeof ACADEMIC_TITLES)[number];

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Each title as a pattern: case-insensitive, any whitespace (or none) between its parts because
 * every part ends with a dot ("Prof.Dr." is unambiguous), and whitespace or the end after it, so
 * "Drake" or "Dr.med.x" are not read as titles.
 */
const TITLE_PATTERNS: readonly { title: AcademicTitle; pattern: RegExp }[] = ACADEMIC_TITLES.map((title) => ({
  title,
  pattern: new RegExp(`^${title.split(' ').map(escapeRegExp).join('\\s*')}(?=\\s|$)`, 'i'),
}));

function matchTitle(name: string): { title: AcademicTitle; length: number } | null {
  const trimmed = name.trimStart();
  for (const { title, pattern } of TITLE_PATTERNS) {
    const match = pattern.exec(trimmed);
    if (match) return { title, length: match[0].length + (name.length - trimmed.length) };
  }
  return null;
}

/** The longest recognised academic title at the start of a name, in its canonical spelling, or null. */
export function academicTitleOf(name: string): AcademicTitle | null {
  return matchTitle(name)?.title ?? null;
}

/** The name without a leading academic title, trimmed (a name without title is only trimmed). */
export function stripAcademicTitle(name: string): string {
  const match = matchTitle(name);
  return (match ? name.slice(match.length) : name).trim();
}
