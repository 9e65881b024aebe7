// `portal review` end to end: a temporary git repository (config/, schemas/ and personas/ copied
// from this one) whose working tree renames an entry of the public navigation. The review draws
// from the suite's one build (dist/), brought to each side's config by the incremental build,
// with the real local stack and Chromium. Then a run without a change says so.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portal, type CliResult } from '../support/cli.ts';
import { applyEdits, copyRepoParts } from '../tools/diff/config-copy.ts';

let repo: string;
let same: CliResult;
let changed: CliResult;

function git(...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=review test', '-c', 'user.email=review-test@example.org', '-c', 'commit.gpgsign=false', ...args], { cwd: repo });
}

beforeAll(async () => {
  repo = copyRepoParts(['config', 'schemas', 'personas']);
  git('init', '--quiet');
  git('add', 'config', 'schemas', 'personas');
  git('commit', '--quiet', '-m', 'shipped config');
  same = await portal(['review', '--repo', repo, '--base', 'HEAD', '--out', join(repo, 'same')]);
  applyEdits(repo, [{ file: 'config/menus/de-de.yaml', find: '      title: Angebote\n', replace: '      title: Alle Sparangebote\n' }]);
  changed = await portal(['review', '--repo', repo, '--base', 'HEAD', '--out', join(repo, 'changed'), '--max-views', '1']);
}, 600_000);

afterAll(() => rmSync(repo, { recursive: true, force: true }));

interface Summary {
  views: {
    persona: string;
    locale: string;
    pictures: { viewport: string; changedPixels: number; boxes: { x: number; y: number; width: number; height: number }[] }[];
  }[];
}

/** The inlined picture of a side and viewport. */
function picture(html: string, side: string, viewport: string): PNG {
  const found = new RegExp(`data-side="${side}" data-viewport="${viewport}"[^>]*src="data:image/png;base64,([^"]+)"`).exec(html);
  if (!found) throw new Error(`no ${side} picture for ${viewport}`);
  return PNG.sync.read(Buffer.from(found[1]!, 'base64'));
}

describe('portal review', () => {
  it('no change: the page says so and the command exits 0', () => {
    expect(same.code, same.stderr).toBe(0);
    expect(same.stdout).toMatch(/^no change: /);
    expect(readFileSync(join(repo, 'same', 'index.html'), 'utf8')).toContain('data-no-change');
  });

  it('a renamed entry: the persona who sees it, drawn before and after, differing inside the marked region', () => {
    expect(changed.code, changed.stderr).toBe(0);
    const html = readFileSync(join(repo, 'changed', 'index.html'), 'utf8');
    const summary = JSON.parse(readFileSync(join(repo, 'changed', 'review.json'), 'utf8')) as Summary;
    expect(summary.views).toHaveLength(1);
    const [view] = summary.views;
    expect(html).toContain(`<h2>${view!.persona} `);
    // The text diff beside the pictures names the change.
    expect(html).toContain('Alle Sparangebote');
    const desktop = view!.pictures.find((p) => p.viewport === 'desktop')!;
    expect(desktop.changedPixels).toBeGreaterThan(0);
    expect(desktop.boxes.length).toBeGreaterThan(0);
    const [before, after] = [picture(html, 'before', 'desktop'), picture(html, 'after', 'desktop')];
    // The first box is the header's entry: the two pictures' pixels differ inside it.
    const box = desktop.boxes[0]!;
    expect(box.y).toBeLessThan(200);
    let differing = 0;
    for (let y = box.y; y < box.y + box.height; y++) {
      for (let x = box.x; x < box.x + box.width; x++) {
        if (before.data.readUInt32BE((y * before.width + x) * 4) !== after.data.readUInt32BE((y * after.width + x) * 4)) differing++;
      }
    }
    expect(differing).toBeGreaterThan(0);
  });
});
