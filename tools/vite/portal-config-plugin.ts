import { resolve as resolvePath } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../config/problems.ts';
import { validateConfig } from '../config/validate.ts';
import { configForBrowser } from '../../src/engine/config/for-browser.ts';
import { routesManifest } from '../../src/engine/pages/routes-manifest.ts';
import type { ValidationResult } from '../config/validate.ts';

/** The module the browser imports: `import { config, strings } from 'virtual:portal-config'`. */
export const VIRTUAL_ID = 'virtual:portal-config';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Validates and compiles config/ at build time, so the browser never ships ajv or the YAML
 * parser. A build with findings fails, printing every `file:line:col`; in dev, editing a YAML
 * file reloads the page, and a broken file shows Vite's error overlay naming file and line.
 * A build also writes routes.json, the page table the servers answer 404s from.
 */
export function portalConfigPlugin(options: { repoRoot: string }): Plugin {
  const repoRoot = resolvePath(options.repoRoot);
  const configDir = resolvePath(repoRoot, 'config');
  let server: ViteDevServer | undefined;
  /** The build's validated config (one validation per build; dev validates on every reload). */
  let built: ValidationResult | undefined;
  const validated = (): ValidationResult & { config: NonNullable<ValidationResult['config']>; strings: NonNullable<ValidationResult['strings']> } => {
    const result = server ? validateConfig({ repoRoot }) : (built ??= validateConfig({ repoRoot }));
    if (!result.config || !result.strings) {
      const first = result.problems[0];
      const message = `config is not valid (${result.problems.length} problems):\n${result.problems.map(formatProblem).join('\n')}`;
      const error = Object.assign(new Error(message), first ? { id: resolvePath(repoRoot, first.file), loc: { file: resolvePath(repoRoot, first.file), line: first.line, column: first.col } } : {});
      if (server) server.config.logger.error(message);
      throw error;
    }
    return result as ReturnType<typeof validated>;
  };
  return {
    name: 'portal-config',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    configureServer(dev) {
      server = dev;
      dev.watcher.add([configDir, resolvePath(repoRoot, 'schemas')]);
      const onChange = (file: string) => {
        if (!file.startsWith(configDir) && !file.includes(`${'/'}schemas${'/'}`)) return;
        const module = dev.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) dev.moduleGraph.invalidateModule(module);
        dev.ws.send({ type: 'full-reload' });
      };
      dev.watcher.on('change', onChange);
      dev.watcher.on('add', onChange);
      dev.watcher.on('unlink', onChange);
    },
    buildStart() {
      built = undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const result = validated();
      // The strings shipped are the ones just validated (every language has every key).
      return `export const config = ${JSON.stringify(configForBrowser(result.config))};\nexport const strings = ${JSON.stringify(result.strings)};\n`;
    },
    generateBundle() {
      if (this.environment?.name && this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'routes.json', source: `${JSON.stringify(routesManifest(validated().config), null, 1)}\n` });
    },
  };
}
