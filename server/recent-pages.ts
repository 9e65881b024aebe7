/**
 * The pages somebody looked at last (URL paths, newest first, each once, at most `size`): a save
 * of config/ draws them before the others (tools/save-to-served/rebuild-on-change.ts), so the page on the
 * product owner's screen is the first one served new.
 */
export interface RecentPages {
  note(path: string): void;
  list(): string[];
}

export function recentPages(size = 16): RecentPages {
  const paths: string[] = [];
  return {
    note(path) {
      const at = paths.indexOf(path);
      if (at >= 0) paths.splice(at, 1);
      paths.unshift(path);
      paths.length = Math.min(paths.length, size);
    },
    list: () => [...paths],
  };
}
