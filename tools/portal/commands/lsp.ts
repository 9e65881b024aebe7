/** `portal lsp --stdio`: the language server of tools/lsp/, speaking LSP over stdin and stdout. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startLanguageServer } from '../../lsp/server.ts';
import { UsageError } from '../persona.ts';

export function runLsp(args: string[], repoRoot: string): number {
  const { values } = parseArgs({ args, options: { stdio: { type: 'boolean' }, repo: { type: 'string' } } });
  if (!values.stdio) throw new UsageError('lsp speaks over stdin and stdout only: run it as `portal lsp --stdio`');
  // --repo: another folder laid out as this repository (its config/, schemas/ and personas/).
  startLanguageServer(values.repo ? resolve(values.repo) : repoRoot);
  return 0;
}
