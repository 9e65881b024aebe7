import { resolve as resolvePath } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { formatProblem } from '../config/problems.ts';
import { validateConfig } from '../config/validate.ts';
import { configForBrowser } from '../../src/engine/config/for-browser.ts';

/** The module the browser imports: `import { config, strings } from 'virtual:portal-config'`. */
export const VIRTUAL_ID = 'virtual:portal-config';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * Validates and compiles config/ at build time, so the browser never ships ajv or the YAML
 * parser. A build with findings fails, printing every `file:line:col`; in dev, editing a YAML
 * file reloads the page, and a broken file shows Vite's error overlay naming file and line.
 */
export function portalConfigPlugin(options: { repoRoot: string }): Plugin {
  const repoRoot = resolvePath(options.repoRoot);
  const configDir = resolvePath(repoRoot, 'config');
  let server: ViteDevServer | undefined;
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
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const result = validateConfig({ repoRoot });
      if (!result.config || !result.strings) {
        const first = result.problems[0];
        const message = `config is not valid (${result.problems.length} problems):\n${result.problems.map(formatProblem).join('\n')}`;
        const error = Object.assign(new Error(message), first ? { id: resolvePath(repoRoot, first.file), loc: { file: resolvePath(repoRoot, first.file), line: first.line, column: first.col } } : {});
        if (server) server.config.logger.error(message);
        throw error;
      }
      // The strings shipped are the ones just validated (every language has every key).
      return `export const config = ${JSON.stringify(configForBrowser(result.config))};\nexport const strings = ${JSON.stringify(result.strings)};\n`;
    },
  };
}
