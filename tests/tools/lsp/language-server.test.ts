// `portal lsp --stdio` driven by a real LSP client over stdio, as an editor drives it: findings
// for the unsaved text at their line, a half-typed file, hover (who sees it), go to definition,
// completion, a request that fails, twenty requests at once, and shutdown. On the tests' own
// config (a fixtureRepo folder with the repository's personas, given as --repo).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from 'vscode-languageserver-protocol/node';
import type { CompletionItem, Diagnostic, Hover, Location, PublishDiagnosticsParams } from 'vscode-languageserver-protocol';
import { repoRoot } from '../../support/config.ts';
import { fixtureRepo } from '../../support/fixture-config.ts';

const repo = fixtureRepo(['personas']);
const uriOf = (rel: string) => pathToFileURL(join(repo, 'config', rel)).href;
const textOf = (rel: string) => readFileSync(join(repo, 'config', rel), 'utf8');
const lineIndex = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle));

const MENU = 'menus/de-de.yaml';
const menuOnDisk = textOf(MENU);
// A typo typed into the editor, not saved: the rule name one letter longer.
const TYPO_LINE = lineIndex(menuOnDisk, '{rule: holds-term-deposit}');
const menuWithTypo = menuOnDisk.replace('{rule: holds-term-deposit}', '{rule: holds-term-depositt}');

let server: ChildProcess;
let client: MessageConnection;
let exited: Promise<number | null>;
const published: PublishDiagnosticsParams[] = [];
const waiters: { test: (p: PublishDiagnosticsParams) => boolean; done: (p: PublishDiagnosticsParams) => void }[] = [];

function diagnostics(uri: string, test: (d: Diagnostic[]) => boolean): Promise<Diagnostic[]> {
  return new Promise((resolve) => waiters.push({ test: (p) => p.uri === uri && test(p.diagnostics), done: (p) => resolve(p.diagnostics) }));
}

function open(rel: string, text: string, version = 1): void {
  client.sendNotification('textDocument/didOpen', { textDocument: { uri: uriOf(rel), languageId: 'yaml', version, text } });
}

function change(rel: string, text: string, version: number): void {
  client.sendNotification('textDocument/didChange', { textDocument: { uri: uriOf(rel), version }, contentChanges: [{ text }] });
}

const at = (rel: string, line: number, character: number) => ({ textDocument: { uri: uriOf(rel) }, position: { line, character } });
const hover = (rel: string, line: number, character: number) => client.sendRequest<Hover | null>('textDocument/hover', at(rel, line, character));
const hoverText = (h: Hover | null) => (h && typeof h.contents === 'object' && 'value' in h.contents ? h.contents.value : '');
const definition = (rel: string, line: number, character: number) => client.sendRequest<Location | null>('textDocument/definition', at(rel, line, character));
const completion = (rel: string, line: number, character: number) => client.sendRequest<CompletionItem[]>('textDocument/completion', at(rel, line, character));

beforeAll(async () => {
  server = spawn(process.execPath, ['tools/portal/run.mjs', 'lsp', '--stdio', '--repo', repo], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
  exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
  client = createMessageConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!));
  client.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    published.push(p);
    for (const waiter of [...waiters]) {
      if (waiter.test(p)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.done(p);
      }
    }
  });
  client.listen();
  await client.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(repo).href, capabilities: {} });
  client.sendNotification('initialized', {});
});

afterAll(async () => {
  if (server.exitCode === null) server.kill();
  client.dispose();
  rmSync(repo, { recursive: true, force: true });
});

describe('portal lsp', () => {
  it("gives validate's findings for the unsaved text at the line typed, and clears them when it is fixed", async () => {
    const found = diagnostics(uriOf(MENU), (d) => d.length > 0);
    open(MENU, menuWithTypo);
    const [finding] = await found;
    expect(finding).toMatchObject({ code: 'UNKNOWN_RULE', severity: 1, range: { start: { line: TYPO_LINE } } });
    expect(finding!.message).toContain('did you mean "holds-term-deposit"');
    // The file on disk was never touched: the finding is the buffer's.
    expect(textOf(MENU)).toBe(menuOnDisk);

    const cleared = diagnostics(uriOf(MENU), (d) => d.length === 0);
    change(MENU, menuOnDisk, 2);
    expect(await cleared).toEqual([]);
    // The first validation reads and compiles all of config/ (the later ones only what changed).
  }, 90_000);

  it('gives a half-typed file findings instead of failing, one validation for a burst of edits', async () => {
    const half = `${menuOnDisk}  - id: half-typed\n    title: [unclosed\n`;
    const before = published.length;
    const found = diagnostics(uriOf(MENU), (d) => d.length > 0);
    for (let version = 3; version < 23; version++) change(MENU, half.slice(0, half.length - (22 - version)), version);
    const findings = await found;
    expect(findings[0]!.range.start.line).toBeGreaterThanOrEqual(menuOnDisk.split('\n').length - 1);
    // Twenty edits in a row: validated once they stop, not twenty times.
    expect(published.length - before).toBeLessThanOrEqual(2);

    const cleared = diagnostics(uriOf(MENU), (d) => d.length === 0);
    change(MENU, menuOnDisk, 23);
    await cleared;
  });

  it('says on hover who sees a menu item: the personas by reason, and the derived audience', async () => {
    const line = lineIndex(menuOnDisk, '- id: payment-methods');
    const text = hoverText(await hover(MENU, line, menuOnDisk.split('\n')[line]!.indexOf('payment')));
    expect(text).toContain('who: item "payment-methods"');
    expect(text).toMatch(/sees it \(\d+\):\n(.*\n)*?.*its rule holds \(config\/menus\/de-de\.yaml:\d+:\d+\): .*payment-methods-de@de-de/);
    expect(text).toMatch(/does not see it \(\d+\):/);
    expect(text).toContain('with facts derived from the');
    expect(text).toMatch(/would see it \(\d+\):\n.*given flags\.paymentMethods=true/);
  });

  it('says on hover whom a named rule holds for, where a menu uses it', async () => {
    const line = lineIndex(menuOnDisk, '{rule: holds-overnight-deposit}');
    const text = hoverText(await hover(MENU, line, menuOnDisk.split('\n')[line]!.indexOf('holds-overnight')));
    expect(text).toContain('who: rule "holds-overnight-deposit"');
    expect(text).toMatch(/holds for \(\d+\):\n.*rule "holds-overnight-deposit" holds \(config\/rules\/named\.yaml:\d+:\d+\)/);
  });

  it('goes to the definition of a named rule, a flag and a shared evaluator', async () => {
    const menuLine = lineIndex(menuOnDisk, '{rule: holds-overnight-deposit}');
    const rule = await definition(MENU, menuLine, menuOnDisk.split('\n')[menuLine]!.indexOf('overnight'));
    expect(rule).toEqual({
      uri: uriOf('rules/named.yaml'),
      range: { start: { line: lineIndex(textOf('rules/named.yaml'), '  holds-overnight-deposit:'), character: 2 }, end: expect.anything() },
    });

    const named = textOf('rules/named.yaml');
    open('rules/named.yaml', named);
    const flagLine = lineIndex(named, '{var: flags.paymentMethods}');
    const flag = await definition('rules/named.yaml', flagLine, named.split('\n')[flagLine]!.indexOf('payment'));
    expect(flag?.uri).toBe(uriOf('flags/portal.yaml'));
    expect(flag?.range.start.line).toBe(lineIndex(textOf('flags/portal.yaml'), '  paymentMethods:'));

    // An evaluator typed into the unsaved flag file, used by a flag's targeting below it.
    const flags = textOf('flags/portal.yaml').replace('flags:\n', '$evaluators:\n  german-customers: { "==": [{ var: country }, DE] }\nflags:\n');
    const withRef = flags.replace('  paymentMethods:\n', '  paymentMethods:\n    targeting: { if: [{ $ref: german-customers }, "on", "off"] }\n');
    open('flags/portal.yaml', withRef);
    const refLine = lineIndex(withRef, '$ref: german-customers');
    const evaluator = await definition('flags/portal.yaml', refLine, withRef.split('\n')[refLine]!.indexOf('german'));
    expect(evaluator).toMatchObject({ uri: uriOf('flags/portal.yaml'), range: { start: { line: lineIndex(withRef, '  german-customers:'), character: 2 } } });
  });

  it('completes fact names, flags and named rules where a rule reads them', async () => {
    const typed = `${menuOnDisk}  - id: typing\n    when: { var: customer.lo\n    hiddenWhen: hol\n    x: { var: flags.paym\n`;
    change(MENU, typed, 24);
    const last = typed.split('\n').length - 2;
    const labels = async (line: number, text: string) => (await completion(MENU, line, text.length)).map((c) => c.label);
    expect(await labels(last - 2, '    when: { var: customer.lo')).toContain('customer.loggedIn');
    expect(await labels(last - 1, '    hiddenWhen: hol')).toEqual(expect.arrayContaining(['holds-term-deposit', 'holds-overnight-deposit']));
    expect(await labels(last, '    x: { var: flags.paym')).toEqual(['flags.paymentMethods']);
  });

  it('answers a request that fails with nothing and goes on; twenty hovers at once get one answer', async () => {
    // No position: the handler throws inside; the server logs it and answers null.
    expect(await client.sendRequest('textDocument/hover', { textDocument: { uri: uriOf(MENU) } })).toBeNull();
    const line = lineIndex(menuOnDisk, '- id: payment-methods');
    const answers = await Promise.all(Array.from({ length: 20 }, () => hover(MENU, line, 10)));
    expect(new Set(answers.map(hoverText)).size).toBe(1);
    expect(hoverText(answers[0]!)).toContain('payment-methods');
  });

  it('shuts down and exits when asked', async () => {
    await client.sendRequest('shutdown');
    client.sendNotification('exit');
    expect(await exited).toBe(0);
  });
});
