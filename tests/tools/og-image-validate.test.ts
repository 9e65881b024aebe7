// Spec 2.8's opengraph image url: link previews (Facebook, LinkedIn, X, messengers) show PNG,
// JPEG, GIF and WebP, not SVG; the home pages' image was the SVG logo, so every shared home page
// previewed without a picture. The pages schema now refuses an image they cannot show, at its line.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateConfig } from '../../tools/config/validate.ts';
import { repoRoot } from '../support/config.ts';

const work = mkdtempSync(join(tmpdir(), 'og-image-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function validateWithImage(url: string) {
  const configDir = join(work, url.replace(/\W/g, '_'), 'config');
  cpSync(join(repoRoot, 'config'), configDir, { recursive: true });
  const home = join(configDir, 'pages', 'home.yaml');
  const source = readFileSync(home, 'utf8');
  const shipped = /url: (\/assets\/share\/\S+)/.exec(source)?.[1];
  expect(shipped, 'home.yaml names its link-preview image').toBeDefined();
  const edited = source.replace(shipped!, url);
  writeFileSync(home, edited);
  const line = edited.slice(0, edited.indexOf(url)).split('\n').length;
  return { problems: validateConfig({ repoRoot, configDir }).problems, line };
}

describe('the link-preview image of a page (opengraph image url)', () => {
  it('an SVG is refused at its line', () => {
    const { problems, line } = validateWithImage('/assets/logo.svg');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code: 'INVALID_VALUE', line });
    expect(problems[0]!.file).toMatch(/config\/pages\/home\.yaml$/);
    expect(problems[0]!.message).toContain('opengraph.image.url');
  });

  it('PNG, JPEG and WebP are accepted, with a query too', () => {
    for (const url of ['/assets/share/a.jpg', 'https://cdn.example.com/share.WEBP?v=2']) expect(validateWithImage(url).problems, url).toEqual([]);
  });
});
