// `portal diff` names offers that leave a list, spawned on a temporary git
// repository: with --base (a term filter narrowed in the working tree) and with --at alone (a
// selection entry whose `until:` lies between now and --at). The repository is the tests'
// two-site config; the offers expected are the ones its selection lists (selectOffers), never
// the diff's own output.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveFacts } from '../../../src/engine/facts/derive.ts';
import { selectOffers } from '../../../src/engine/offers/select.ts';
import { readPersonas } from '../../../tools/diff/personas.ts';
import { withOverrides } from '../../../tools/portal/persona.ts';
import { loadOfferContext } from '../../../tools/rule-tests/offers.ts';
import { inBatches, portal, type CliResult } from '../../support/cli.ts';
import { applyEdits, compileRepo, twoSiteRepoWithPersonas } from './config-copy.ts';

const PERSONA = 'anonymous-de';
const LIST = 'products-overnight';
let repo: string;
let listed: string[];
/** What the unedited selection lists at 2098, before the edited entry's `until:`. */
let listed2098: string[];
const results: Record<string, CliResult> = {};

function git(...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=diff test', '-c', 'user.email=diff-test@example.org', '-c', 'commit.gpgsign=false', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });
}

beforeAll(async () => {
  repo = twoSiteRepoWithPersonas();
  const config = compileRepo(repo);
  const offers = loadOfferContext(repo, config)!;
  const persona = readPersonas(repo).find((p) => p.id === PERSONA)!;
  const path = config.pages['de-de']!.find((p) => p.id === LIST)!.path!;
  const listedAt = (at: string) =>
    selectOffers(offers.selection, deriveFacts(withOverrides(persona, { page: path, at }), config), offers.catalogue, LIST)!.map((s) => s.offer.id);
  listed = listedAt(new Date().toISOString());
  listed2098 = listedAt('2098-01-01T12:00:00Z');

  git('init', '--quiet');
  git('add', 'config', 'schemas', 'personas');
  git('commit', '--quiet', '-m', "the tests' config");
  // The overnight list ends in 2099: now it lists its offers, at 2100 it lists none.
  applyEdits(repo, [{ file: 'config/offers/selection.yaml', find: `  - page: ${LIST}\n`, replace: `  - page: ${LIST}\n    until: 2099-01-01T00:00:00Z\n` }]);
  git('commit', '--quiet', '-am', 'overnight list ends');
  // The working tree lists no overnight offer at all: a filter nothing passes.
  applyEdits(repo, [
    {
      file: 'config/offers/selection.yaml',
      find: '    when: {==: [{var: offer.productType}, OVERNIGHT]}\n',
      replace: '    when: {==: [{var: offer.productType}, NO-SUCH-TYPE]}\n',
    },
  ]);
  const runs = [
    ['--base', 'HEAD', '--locales', 'own'],
    ['--base', 'HEAD', '--locales', 'own', '--format', 'json'],
  ];
  const [text, json] = await inBatches(
    runs.map((args) => () => portal(['diff', '--repo', repo, ...args])),
    2,
  );
  results.text = text!;
  results.json = json!;
  git('checkout', '--quiet', '--', 'config');
  const [later, earlier] = await inBatches(
    [
      ['--at', '2100-01-01T12:00:00Z'],
      ['--at', '2098-01-01T12:00:00Z'],
    ].map((args) => () => portal(['diff', '--repo', repo, '--locales', 'own', ...args])),
    2,
  );
  results.later = later!;
  results.earlier = earlier!;
}, 180_000);

afterAll(() => repo && rmSync(repo, { recursive: true, force: true }));

describe('portal diff: offers leaving a list', () => {
  it('--base: a term filter nothing passes names each offer the persona loses, in text and json', () => {
    expect(listed.length).toBeGreaterThan(0);
    expect(results.text).toMatchObject({ code: 0 });
    for (const id of listed) expect(results.text!.stdout).toMatch(new RegExp(`- offer "${id}" in offers > ${LIST}: [^\\n]*${PERSONA}`));
    const changes = JSON.parse(results.json!.stdout).changes as { kind: string; path: unknown[]; views: { persona: string }[] }[];
    const lost = changes.filter((c) => c.kind === 'removed' && c.views.some((v) => v.persona === PERSONA)).map((c) => (c.path[3] as { key: string }).key);
    expect(lost.sort()).toEqual([...listed].sort());
  });

  it("--at past an entry's until: every offer leaves the list; before it, only the offers the catalogue itself lets go", () => {
    expect(results.later).toMatchObject({ code: 0 });
    expect(results.later!.stdout).toMatch(/^portal diff: now → 2100-01-01T12:00:00Z/);
    for (const id of listed) expect(results.later!.stdout).toMatch(new RegExp(`- offer "${id}" in offers > ${LIST}: [^\\n]*${PERSONA}`));
    expect(results.earlier).toMatchObject({ code: 0 });
    expect(results.earlier!.stdout).toMatch(/^portal diff: now → 2098-01-01T12:00:00Z/);
    const gone = (stdout: string) => [...stdout.matchAll(new RegExp(`- offer "([^"]+)" in offers > ${LIST}: [^\\n]*${PERSONA}@`, 'g'))].map((m) => m[1]).sort();
    expect(gone(results.earlier!.stdout)).toEqual(listed.filter((id) => !listed2098.includes(id)).sort());
    expect(gone(results.later!.stdout)).toEqual([...listed].sort());
  });
});
