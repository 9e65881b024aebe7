/**
 * The import graph of the repo's own TypeScript files, read with TypeScript's parser
 * (not a regex), so that `import type`, `export … from` and `import()` are told apart.
 *
 * Only relative specifiers are followed: package imports cannot close a cycle among our
 * own files. A specifier is resolved the way tsconfig's "Bundler" resolution does it for
 * this repo: as written, with .ts/.tsx added, or as a folder's index.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** `type`: erased when compiled, so it cannot make modules wait for each other at run time. */
export type ImportKind = 'static' | 'type' | 'dynamic';

export interface ImportEdge {
  /** Repo-relative path with forward slashes. */
  readonly from: string;
  readonly to: string;
  readonly kind: ImportKind;
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mts'];

function isSourceFile(path: string): boolean {
  return SOURCE_EXTENSIONS.some((ext) => path.endsWith(ext)) && !path.endsWith('.d.ts');
}

/** Every source file under the given repo-relative folders, skipping node_modules. */
export function listSourceFiles(repoRoot: string, folders: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (isSourceFile(name)) found.push(toRepoPath(repoRoot, full));
    }
  };
  for (const folder of folders) {
    const full = join(repoRoot, folder);
    if (existsSync(full)) walk(full);
  }
  return found.sort();
}

function toRepoPath(repoRoot: string, full: string): string {
  return relative(repoRoot, full).split(sep).join('/');
}

function resolveSpecifier(repoRoot: string, fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(repoRoot, dirname(fromFile), specifier);
  const stripped = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [base, ...SOURCE_EXTENSIONS.map((ext) => stripped + ext), ...SOURCE_EXTENSIONS.map((ext) => join(base, `index${ext}`))];
  for (const candidate of candidates) {
    if (isSourceFile(candidate) && existsSync(candidate) && statSync(candidate).isFile()) {
      return toRepoPath(repoRoot, candidate);
    }
  }
  return null;
}

/** An import whose every named binding is `type X` is erased too. */
function allBindingsAreTypes(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  if (!bindings || !ts.isNamedImports(bindings)) return false;
  return bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
}

function exportIsTypeOnly(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
}

/** The specifiers one file imports, with how it imports each. */
export function importsOf(sourceText: string, fileName: string): Array<{ specifier: string; kind: ImportKind }> {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, false, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Array<{ specifier: string; kind: ImportKind }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: allBindingsAreTypes(node.importClause) ? 'type' : 'static' });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push({ specifier: node.moduleSpecifier.text, kind: exportIsTypeOnly(node) ? 'type' : 'static' });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, kind: 'dynamic' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Edges among our own files under the given folders (edges leaving them are kept too). */
export function importGraph(repoRoot: string, folders: readonly string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of listSourceFiles(repoRoot, folders)) {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    for (const { specifier, kind } of importsOf(text, file)) {
      const to = resolveSpecifier(repoRoot, file, specifier);
      if (to) edges.push({ from: file, to, kind });
    }
  }
  return edges;
}
