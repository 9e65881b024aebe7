/** `portal lsp --stdio`: the language server of tools/lsp/, speaking LSP over stdin and stdout. */
import { parseArgs } from 'node:util';
import { startLanguageServer } from '../../lsp/server.ts';
import { UsageError } from '../persona.ts';

export function runLsp(args: string[], repoRoot: string): number {
  const { values } = parseArgs({ args, options: { stdio: { type: 'boolean' } } });
  if (!values.stdio) throw new UsageError('lsp speaks over stdin and stdout only: run it as `portal lsp --stdio`');
  startLanguageServer(repoRoot);
  return 0;
}
