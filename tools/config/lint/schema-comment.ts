import { basename } from 'node:path';
import type { ConfigFileRecord } from '../load.ts';
import type { Problem } from '../problems.ts';

const SCHEMA_COMMENT = /^#\s*yaml-language-server:\s*\$schema=(\S+)\s*$/;

/** Editors autocomplete only when the first line names the file's schema. */
export function lintSchemaComments(records: ConfigFileRecord[]): Problem[] {
  const problems: Problem[] = [];
  for (const record of records) {
    const match = SCHEMA_COMMENT.exec(record.source.firstLine);
    const expected = `# yaml-language-server: $schema=${'../'.repeat(record.rel.split('/').length)}schemas/${record.schema}`;
    if (!match) {
      problems.push({ file: record.file, line: 1, col: 1, code: 'SCHEMA_COMMENT', message: `first line must name the schema: ${expected}` });
    } else if (basename(match[1]!) !== record.schema) {
      problems.push({
        file: record.file,
        line: 1,
        col: 1,
        code: 'SCHEMA_COMMENT',
        message: `names ${basename(match[1]!)} but this file follows ${record.schema}`,
      });
    }
  }
  return problems;
}
