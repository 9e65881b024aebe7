/** "1 file", "2 files": the commands' summaries count in words a reader can say aloud. */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
