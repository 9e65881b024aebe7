/**
 * What the language server knows: the repository, the editor's open config files (their unsaved
 * text), and the last validation of config/ with those texts standing in for the files on disk.
 * The last config that compiled is kept, so hover still answers while the text being typed is
 * not valid yet.
 */
import { kindOf, type ConfigKind } from '../config/registry.ts';
import { readFileSync, readdirSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';
import { validateConfig, type ValidationResult } from '../config/validate.ts';
import { parseYaml, type ParsedYaml } from './yaml-path.ts';

export class Workspace {
  readonly configDir: string;
  /** Open documents by absolute path. */
  private readonly open = new Map<string, TextDocument>();
  private last: ValidationResult | null = null;
  private good: CompiledConfig | null = null;
  /** Changes with every validation: answers computed for one config are kept until it changes. */
  version = 0;

  constructor(readonly repoRoot: string) {
    this.configDir = join(repoRoot, 'config');
  }

  /** The absolute path of a file: URI inside config/, else null (the server says nothing about other files). */
  pathOf(uri: string): string | null {
    if (!uri.startsWith('file:')) return null;
    let path: string;
    try {
      path = fileURLToPath(uri);
    } catch {
      // A file: URI of another host, or one that names no path here.
      return null;
    }
    const rel = relative(this.configDir, path);
    return rel && !rel.startsWith('..') && !isAbsolute(rel) && /\.ya?ml$/.test(path) ? path : null;
  }

  uriOf(path: string): string {
    return pathToFileURL(isAbsolute(path) ? path : join(this.repoRoot, path)).href;
  }

  /** The config folder's path of a file (menus/de-de.yaml). */
  relOf(path: string): string {
    return relative(this.configDir, path).replace(/\\/g, '/');
  }

  setOpen(document: TextDocument): void {
    const path = this.pathOf(document.uri);
    if (path) this.open.set(path, document);
  }

  close(uri: string): void {
    const path = this.pathOf(uri);
    if (path) this.open.delete(path);
  }

  openDocuments(): TextDocument[] {
    return [...this.open.values()];
  }

  /** The text of a config file as the editor has it, else as on disk; null when neither has it. */
  textOf(rel: string): string | null {
    const path = join(this.configDir, rel);
    const document = this.open.get(path);
    if (document) return document.getText();
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return null;
    }
  }

  parsed(rel: string): ParsedYaml | null {
    const text = this.textOf(rel);
    return text === null ? null : parseYaml(text);
  }

  /** The config files of one kind (tools/config/registry.ts), open or on disk. */
  filesOf(kind: ConfigKind): string[] {
    const names = new Set<string>();
    try {
      for (const rel of readdirSync(this.configDir, { recursive: true }) as string[]) {
        const slashed = rel.replace(/\\/g, '/');
        if (kindOf(slashed) === kind) names.add(slashed);
      }
    } catch {
      // No config folder on disk: only open files then.
    }
    for (const path of this.open.keys()) {
      const rel = this.relOf(path);
      if (kindOf(rel) === kind) names.add(rel);
    }
    return [...names].sort();
  }

  /** Validates config/ with the open texts over the files on disk. */
  validate(): ValidationResult {
    const texts = new Map([...this.open].map(([path, document]) => [path, document.getText()]));
    this.last = validateConfig({ repoRoot: this.repoRoot, texts });
    if (this.last.config) this.good = this.last.config;
    this.version += 1;
    return this.last;
  }

  /** The config the open texts compile to, else the last one that compiled, else config/ as on disk. */
  config(): CompiledConfig | null {
    if (!this.last) this.validate();
    // Opened with a mistake already in it: the files on disk answer until the text compiles.
    this.good ??= validateConfig({ repoRoot: this.repoRoot, warnings: false }).config;
    return this.good;
  }
}
