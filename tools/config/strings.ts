/**
 * UI strings live in `config/strings/<namespace>/<language>.yaml`, one flat map of
 * key -> text per file (i18next interpolation: `{{name}}`). One folder per namespace lets
 * the header, footer and session texts be edited independently.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { readConfigFile } from '../../src/node/read-config-file.ts';
import type { StringResources } from '../../src/engine/config/languages.ts';

export function loadStringResources(configDir: string): StringResources {
  const root = join(configDir, 'strings');
  const resources: StringResources = {};
  if (!existsSync(root)) return resources;
  for (const namespace of readdirSync(root, { withFileTypes: true })) {
    if (!namespace.isDirectory()) continue;
    for (const file of readdirSync(join(root, namespace.name))) {
      if (!file.endsWith('.yaml')) continue;
      const language = file.slice(0, -'.yaml'.length);
      // Through the safe reader: a file that is no regular file inside config/ reads as empty
      // here; validate reports it at its place.
      const read = readConfigFile(join(root, namespace.name, file), { root: configDir });
      const parsed: unknown = read.ok ? parse(read.text, { uniqueKeys: false }) : null;
      const strings: Record<string, string> = {};
      if (parsed && typeof parsed === 'object') {
        for (const [key, value] of Object.entries(parsed)) if (typeof value === 'string') strings[key] = value;
      }
      (resources[language] ??= {})[namespace.name] = strings;
    }
  }
  return resources;
}
