/**
 * The preview as the local stack mounts it (server/local-stack.ts, only with its `preview`
 * option, which `npm start` sets): one workspace watching config/ and personas/, and the
 * handler for /__preview/. Loaded on demand, so a stack without the preview never loads the
 * config validator.
 */
import type { PreviewMount } from '../../server/options.ts';
import { createPreviewHandler, type PreviewHandler } from './http.ts';
import { createWorkspace } from './workspace.ts';

export interface MountedPreview {
  handle: PreviewHandler;
  close(): void;
}

export function mountPreview(options: PreviewMount & { personasDir: string; warn: (line: string) => void }): MountedPreview {
  const workspace = createWorkspace({
    repoRoot: options.repoRoot,
    personasDir: options.personasDir,
    warn: options.warn,
    // The stack's other requests never wait for a validation (a huge or hostile file).
    validateIn: 'thread',
    ...(options.configDir ? { configDir: options.configDir } : {}),
  });
  return {
    handle: createPreviewHandler({ workspace, ...(options.assetsDir ? { assetsDir: options.assetsDir } : {}) }),
    close: () => workspace.close(),
  };
}
