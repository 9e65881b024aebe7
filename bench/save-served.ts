/**
 * Save-to-served: how long after a product owner saves a YAML file the running
 * portal serves the change, as `npm start` runs it (the local stack, the config watcher and the
 * incremental builder's child process, over a copy of dist/ and config/). Three kinds of save,
 * each several times: a menu title (every page of the locale shows the header), a page's body
 * text, and a rule (a menu item hidden by a `when`). Each time is from the write of the file to
 * the first GET of the page that shows the change (polled every 10 ms). Prints medians; needs a
 * build (npm run build). Run by `npm run bench`, or alone: npx tsx bench/save-served.ts [runs]
 */
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadavg } from 'node:os';
import { startWatchedCopy, type WatchedCopy } from './save-served/watched-copy.ts';

const repoRoot = resolvePath(dirname(fileURLToPath(import.meta.url)), '..');
const GIVE_UP_MS = 60_000;

interface Save {
  name: string;
  file: string;
  page: string;
  /** The i-th save's edit (from the file as the previous save left it) and what the page then shows, or no longer shows. */
  edit(i: number): { search: string; replacement: string; served: (html: string) => boolean };
}

const NOTICE_ITEM = '<span class="ph-item__title">Kündigungsgeld</span>';
const SAVES: Save[] = [
  {
    name: 'a menu title (de-de header, every de-de page)',
    file: 'menus/de-de.yaml',
    page: '/de-de/',
    edit: (i) => ({
      search: i === 0 ? 'title: Angebote\n' : `title: Angebote ${i}\n`,
      replacement: `title: Angebote ${i + 1}\n`,
      served: (html) => html.includes(`Angebote ${i + 1}<`),
    }),
  },
  {
    name: "a page's body text (de-de about-us)",
    file: 'pages/company.yaml',
    page: '/de-de/about-us/',
    edit: (i) => ({
      search: i === 0 ? 'de: Savingo ist ein Sparmarktplatz.' : `de: Savingo ist ein Sparmarktplatz (${i}).`,
      replacement: `de: Savingo ist ein Sparmarktplatz (${i + 1}).`,
      served: (html) => html.includes(`Savingo ist ein Sparmarktplatz (${i + 1}).`),
    }),
  },
  {
    name: 'a rule (a de-de menu item hidden, then shown)',
    file: 'menus/de-de.yaml',
    page: '/de-de/',
    edit: (i) =>
      i % 2 === 0
        ? {
            search: 'title: Kündigungsgeld\n',
            replacement: 'title: Kündigungsgeld\n          when: { var: page.embedded }\n',
            served: (html) => !html.includes(NOTICE_ITEM),
          }
        : {
            search: 'title: Kündigungsgeld\n          when: { var: page.embedded }\n',
            replacement: 'title: Kündigungsgeld\n',
            served: (html) => html.includes(NOTICE_ITEM),
          },
  },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One save: from the write to the first GET that shows it, and what the watcher said of it. */
interface Timed {
  ms: number;
  said: string;
}

/** The child's steps as the watcher's line names them (tools/save-to-served/rebuild-on-change.ts), seconds. */
const STEPS = [
  ['validation', /validation ([\d.]+) s/],
  ['config modules', /config modules of \d+ locales? ([\d.]+) s/],
  ['first page', /the first page in ([\d.]+) s/],
  ['CPU to the first page', /the first page in [\d.]+ s \(([\d.]+) s of CPU\)/],
  ['all pages', /served in ([\d.]+) s/],
] as const;

function stepsOf(times: Timed[]): string {
  const medians = STEPS.map(([name, pattern]) => {
    const values = times.map((t) => Number(pattern.exec(t.said)?.[1])).filter((value) => !Number.isNaN(value));
    return values.length ? `${name} ${median(values).toFixed(2)}` : undefined;
  });
  const locales = /config modules of (\d+) locales?/.exec(times.at(-1)?.said ?? '')?.[1];
  return `the child's steps (medians, s): ${medians.filter(Boolean).join(', ')}${locales ? `; config modules made for ${locales} of the locales` : ''}`;
}

async function timeSave(copy: WatchedCopy, save: Save, i: number): Promise<Timed> {
  const { search, replacement, served } = save.edit(i);
  // The page is somebody's screen: a save draws it first.
  await copy.html(save.page);
  const saidBefore = copy.said.length;
  const started = performance.now();
  await copy.edit(save.file, search, replacement);
  for (;;) {
    const { status, text } = await copy.html(save.page);
    const elapsed = performance.now() - started;
    if (status === 200 && served(text)) {
      await copy.settled();
      return { ms: elapsed, said: copy.said.slice(saidBefore).join('\n') };
    }
    if (elapsed > GIVE_UP_MS) throw new Error(`${save.name}: not served after ${GIVE_UP_MS / 1000} s; the watcher said:\n${copy.said.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Prints save-to-served medians, `runs` saves of each kind. */
export async function benchSaveServed(runs: number): Promise<void> {
  const RUNS = runs;
  const copy = await startWatchedCopy(repoRoot);
  try {
    console.log(`save-to-served under npm start, ${RUNS} saves each (median), load average ${loadavg()[0]!.toFixed(1)} on entry:`);
    // A first save warms the child (its first compile and render are slower than the ones after).
    await timeSave(copy, SAVES[0]!, 0).then(() => timeSave(copy, SAVES[0]!, 1));
    for (const save of SAVES) {
      const first = save === SAVES[0] ? 2 : 0;
      const timed: Timed[] = [];
      for (let i = first; i < first + RUNS; i++) timed.push(await timeSave(copy, save, i));
      const times = timed.map((t) => t.ms);
      console.log(
        `  ${save.name.padEnd(48)} ${(median(times) / 1000).toFixed(2)} s   (min ${(Math.min(...times) / 1000).toFixed(2)}, max ${(Math.max(...times) / 1000).toFixed(2)})`,
      );
      console.log(`    ${stepsOf(timed)}`);
    }
    console.log(`  load average ${loadavg()[0]!.toFixed(1)} at the end; the watcher's last line: ${copy.said.at(-1)}`);
  } finally {
    await copy.close();
  }
}

if (process.argv[1] && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) await benchSaveServed(Number(process.argv[2] ?? 5));
