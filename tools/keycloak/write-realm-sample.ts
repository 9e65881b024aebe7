/**
 * npx tsx tools/keycloak/write-realm-sample.ts [--check]
 *   writes docs/keycloak-realm.sample.json from config (realm-sample.ts); --check exits 1 when
 *   the committed file differs (tests/tools/keycloak/realm-sample.test.ts checks it too).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadCompiledConfig } from '../config/validate.ts';
import { realmSampleText } from './realm-sample.ts';

const REPO = resolve(import.meta.dirname, '..', '..');
export const REALM_SAMPLE_FILE = join(REPO, 'docs', 'keycloak-realm.sample.json');

const text = realmSampleText(loadCompiledConfig(REPO));
if (process.argv.includes('--check')) {
  const committed = readFileSync(REALM_SAMPLE_FILE, 'utf8');
  if (committed !== text) {
    process.stderr.write('docs/keycloak-realm.sample.json is stale: run npx tsx tools/keycloak/write-realm-sample.ts\n');
    process.exit(1);
  }
} else {
  writeFileSync(REALM_SAMPLE_FILE, text);
  process.stderr.write('wrote docs/keycloak-realm.sample.json\n');
}
