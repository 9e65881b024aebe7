/**
 * Lines per folder and import arrows between folders, to compare a restructuring before and
 * after it (the same graph the architecture tests read, tools/architecture/import-graph.ts).
 *
 *   npx tsx tools/architecture/folder-report.ts [folder …]
 *
 * Each named folder (default: the layers) is one node; a file belongs to the longest one that
 * holds it. An arrow counts the imports from one node's files to another's, by kind
 * (static, type, dynamic).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importGraph, listSourceFiles, type ImportKind } from './import-graph.ts';

const DEFAULT_FOLDERS = ['src/engine', 'src/blocks', 'src/render', 'src/app', 'src/node', 'src/preview', 'tools', 'server'];

export interface FolderReport {
  lines: Record<string, number>;
  /** "from → to" with the count of each import kind. */
  arrows: Record<string, Record<ImportKind, number>>;
}

export function folderReport(repoRoot: string, folders: readonly string[]): FolderReport {
  const longestFirst = [...folders].sort((a, b) => b.length - a.length);
  const nodeOf = (file: string) => longestFirst.find((folder) => file.startsWith(`${folder}/`)) ?? null;
  const roots = [...new Set(folders.map((folder) => folder.split('/')[0]!))];
  const lines: Record<string, number> = Object.fromEntries(folders.map((folder) => [folder, 0]));
  for (const file of listSourceFiles(repoRoot, roots)) {
    const node = nodeOf(file);
    if (node) lines[node]! += readFileSync(join(repoRoot, file), 'utf8').split('\n').length;
  }
  const arrows: FolderReport['arrows'] = {};
  for (const edge of importGraph(repoRoot, roots)) {
    const from = nodeOf(edge.from);
    const to = nodeOf(edge.to);
    if (!from || !to || from === to) continue;
    const counts = (arrows[`${from} → ${to}`] ??= { static: 0, type: 0, dynamic: 0 });
    counts[edge.kind] += 1;
  }
  return { lines, arrows };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folders = process.argv.length > 2 ? process.argv.slice(2) : DEFAULT_FOLDERS;
  const { lines, arrows } = folderReport(process.cwd(), folders);
  console.log('lines (.ts/.tsx, comments included)');
  for (const [folder, count] of Object.entries(lines)) console.log(`  ${String(count).padStart(7)}  ${folder}`);
  console.log('\nimport arrows (static / type / dynamic)');
  for (const [arrow, { static: runs, type, dynamic }] of Object.entries(arrows).sort(([a], [b]) => a.localeCompare(b)))
    console.log(`  ${String(runs).padStart(4)} / ${String(type).padStart(3)} / ${String(dynamic).padStart(2)}  ${arrow}`);
}
