/**
 * `portal lsp --stdio`: the portal's rules in any editor that speaks the Language Server
 * Protocol, beside the YAML language server (which completes and explains the schemas' fields).
 * This one adds what needs the whole config: `validate`'s findings on the unsaved text, who sees
 * an item, page, block, offer list or named rule on hover, go to the definition of a named rule,
 * a shared evaluator or a flag, and completion of facts, named rules, flags and evaluators.
 *
 * Findings come a short while after the last keystroke (one validation for a burst of edits).
 * Files parsed once are kept (tools/config/load.ts) so a validation after an edit parses only
 * the edited text; the checks across files then run again, as they must for what depends on it.
 * Each request is answered on its own: one that fails answers nothing and is logged, and the
 * server goes on.
 */
import { flagOfFact } from '../../src/engine/facts/flag-facts.ts';
import {
  CompletionItemKind,
  createConnection,
  StreamMessageReader,
  StreamMessageWriter,
  TextDocuments,
  TextDocumentSyncKind,
  type CompletionItem,
  type Connection,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { relative } from 'node:path';
import { diagnosticsByDocument } from './diagnostics.ts';
import { WhoHover } from './hover.ts';
import { evaluatorDefinition, evaluators, facts, flagDefinition, namedRules, ruleDefinition, type Name } from './names.ts';
import { referenceAt } from './references.ts';
import { subjectAt } from './subject.ts';
import { Workspace } from './workspace.ts';
import { parseYaml } from './yaml-path.ts';

/** How long after the last edit the config is validated. */
const DEBOUNCE_MS = 150;

export function startLanguageServer(
  repoRoot: string,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Connection {
  const connection = createConnection(new StreamMessageReader(input), new StreamMessageWriter(output));
  const documents = new TextDocuments(TextDocument);
  const workspace = new Workspace(repoRoot);
  const who = new WhoHover(repoRoot);

  /** Runs one request; a failure is logged and answered with `fallback`, never ending the server. */
  const guarded = <T, F>(what: string, run: () => T, fallback: F): T | F => {
    try {
      return run();
    } catch (error) {
      connection.console.error(`portal lsp: ${what} failed: ${(error as Error).stack ?? String(error)}`);
      return fallback;
    }
  };

  let timer: NodeJS.Timeout | undefined;
  const publish = () => {
    timer = undefined;
    const open = workspace.openDocuments();
    const findings = guarded(
      'validation',
      () => {
        const result = workspace.validate();
        return [...result.problems, ...result.warnings];
      },
      null,
    );
    if (findings === null) {
      // The validator itself failed: say so on each open file rather than show a stale "all clear".
      for (const document of open)
        connection.sendDiagnostics({
          uri: document.uri,
          diagnostics: [
            {
              range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
              message: 'portal validate could not check the config (the language server log says why)',
              source: 'portal validate',
            },
          ],
        });
      return;
    }
    const byDocument = diagnosticsByDocument(
      findings,
      open.map((document) => ({ document, file: relative(repoRoot, workspace.pathOf(document.uri)!).replace(/\\/g, '/') })),
    );
    for (const [uri, diagnostics] of byDocument) connection.sendDiagnostics({ uri, diagnostics });
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(publish, DEBOUNCE_MS);
  };

  documents.onDidOpen(({ document }) => {
    if (!workspace.pathOf(document.uri)) return;
    workspace.setOpen(document);
    schedule();
  });
  documents.onDidChangeContent(({ document }) => {
    if (!workspace.pathOf(document.uri)) return;
    workspace.setOpen(document);
    schedule();
  });
  documents.onDidClose(({ document }) => {
    if (!workspace.pathOf(document.uri)) return;
    workspace.close(document.uri);
    connection.sendDiagnostics({ uri: document.uri, diagnostics: [] });
    schedule();
  });
  // A file saved or changed on disk by another program: the checks across files read it.
  connection.onDidChangeWatchedFiles(() => schedule());

  connection.onInitialize(() => ({
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      hoverProvider: true,
      definitionProvider: true,
      completionProvider: { triggerCharacters: ['.', ':', ' ', '"', "'"] },
    },
    serverInfo: { name: 'portal lsp' },
  }));

  const lineOf = (document: TextDocument, line: number) =>
    document.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).replace(/\r?\n$/, '');

  connection.onHover(({ textDocument, position }) =>
    guarded(
      'hover',
      () => {
        const document = documents.get(textDocument.uri);
        const path = workspace.pathOf(textDocument.uri);
        if (!document || !path) return null;
        const config = workspace.config();
        if (!config) return { contents: { kind: 'markdown' as const, value: 'who sees it: answered once config/ validates (see the findings)' } };
        const subject = subjectAt(workspace.relOf(path), parseYaml(document.getText()), document.offsetAt(position), new Set(Object.keys(config.namedRules)));
        return subject ? who.hover(subject, config, workspace.version) : null;
      },
      null,
    ),
  );

  connection.onDefinition(({ textDocument, position }) =>
    guarded(
      'definition',
      () => {
        const document = documents.get(textDocument.uri);
        const path = workspace.pathOf(textDocument.uri);
        if (!document || !path) return null;
        const reference = referenceAt(lineOf(document, position.line), position, { wholeName: true });
        if (!reference?.name) return null;
        if (reference.kind === 'rule') return ruleDefinition(workspace, reference.name);
        if (reference.kind === 'evaluator') return evaluatorDefinition(workspace, reference.name, workspace.relOf(path));
        const flag = flagOfFact(reference.name);
        return flag === null ? null : flagDefinition(workspace, flag);
      },
      null,
    ),
  );

  connection.onCompletion(({ textDocument, position }) =>
    guarded('completion', () => {
      const document = documents.get(textDocument.uri);
      if (!document || !workspace.pathOf(textDocument.uri)) return [];
      const reference = referenceAt(lineOf(document, position.line), position, { wholeName: false });
      if (!reference) return [];
      const range = { start: { line: position.line, character: reference.start }, end: position };
      const item =
        (kind: CompletionItemKind, detail: string) =>
        (name: Name): CompletionItem => ({ label: name.name, kind, detail, documentation: name.description, textEdit: { range, newText: name.name } });
      const names =
        reference.kind === 'rule'
          ? namedRules(workspace).map(item(CompletionItemKind.Function, 'named rule'))
          : reference.kind === 'evaluator'
            ? evaluators(workspace).map(item(CompletionItemKind.Function, 'shared evaluator'))
            : facts(workspace).map((fact) =>
                flagOfFact(fact.name) === null ? item(CompletionItemKind.Field, 'fact')(fact) : item(CompletionItemKind.Constant, 'flag')(fact),
              );
      return names.filter((n) => n.label.startsWith(reference.name));
    }, []),
  );

  documents.listen(connection);
  connection.listen();
  return connection;
}
