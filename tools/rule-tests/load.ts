import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve as resolvePath } from 'node:path';
import type { Problem } from '../config/problems.ts';
import { configRelativePath } from '../config/registry.ts';
import { schemaProblems } from '../config/schema-problems.ts';
import { createSchemaRegistry } from '../config/schemas.ts';
import { parseYamlSource, type YamlSource } from '../config/yaml-source.ts';
import type { RuleTestFileData } from './types.ts';

export const RULE_TESTS_SCHEMA = 'rule-tests.schema.json';
const SCHEMA_COMMENT = /^#\s*yaml-language-server:\s*\$schema=\S*rule-tests\.schema\.json\s*$/;

/** One test file, parsed and schema-valid: the data, and where each value stands in the file. */
export interface TestFile {
  /** Path relative to the repository root, as printed in messages. */
  file: string;
  source: YamlSource;
  data: RuleTestFileData;
}

/** The rule-test files under config/tests/ (every YAML file there but the coverage bar). */
export function defaultTestFiles(configDir: string): string[] {
  const dir = join(configDir, 'tests');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => configRelativePath(join(dir, name))?.entry.kind === 'ruleTests')
    .sort()
    .map((name) => join(dir, name));
}

function expand(paths: string[]): string[] {
  return paths.flatMap((p) =>
    existsSync(p) && statSync(p).isDirectory()
      ? readdirSync(p)
          .filter((n) => /\.ya?ml$/.test(n) && n !== 'coverage.yaml')
          .sort()
          .map((n) => join(p, n))
      : [p],
  );
}

/**
 * Reads, parses and schema-checks test files. A file with problems is left out of `files`;
 * its problems are located like every config error (file:line:col).
 */
export function loadTestFiles(repoRoot: string, paths: string[]): { files: TestFile[]; problems: Problem[] } {
  const registry = createSchemaRegistry(join(repoRoot, 'schemas'));
  const validate = registry.validator(RULE_TESTS_SCHEMA);
  const files: TestFile[] = [];
  const problems: Problem[] = [];
  for (const path of expand(paths.map((p) => resolvePath(p)))) {
    const file = relative(repoRoot, path).replace(/\\/g, '/');
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      problems.push({
        file,
        line: 1,
        col: 1,
        code: 'UNREADABLE',
        message: `cannot read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      });
      continue;
    }
    const source = parseYamlSource(file, text);
    const fileProblems = [...source.problems];
    if (fileProblems.length === 0 && !validate(source.data ?? null)) fileProblems.push(...schemaProblems(source, validate.errors ?? []));
    if (!SCHEMA_COMMENT.test(source.firstLine)) {
      fileProblems.push({
        file,
        line: 1,
        col: 1,
        code: 'SCHEMA_COMMENT',
        message: `first line must name the schema: # yaml-language-server: $schema=../../schemas/${RULE_TESTS_SCHEMA}`,
      });
    }
    problems.push(...fileProblems);
    if (fileProblems.length === 0) files.push({ file, source, data: source.data as RuleTestFileData });
  }
  return { files, problems };
}
