import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadAssets, FirstLoadError, type FetchAsset } from '../../bench/size/first-load.ts';
import { measureEntry } from '../../bench/size/measure-entry.ts';

const ORIGIN = 'http://127.0.0.1:4173';

/** A small build: an entry with static, side-effect and re-export imports, a cycle, a lazy chunk. */
const FILES: Record<string, string> = {
  '/assets/entry.js': [
    'import{a as b}from"./shared.js";',
    'import"./side-effect.js";',
    'export*from"./reexported.js";',
    'const later=()=>import("./lazy.js");',
    'const text="import x from \'./only-in-a-string.js\'";',
    'console.log(b,later,text);',
  ].join(''),
  '/assets/shared.js': 'import"./entry.js";import{d}from"../assets/deep/leaf.js";export const a=d;',
  '/assets/deep/leaf.js': 'export const d=1;',
  '/assets/side-effect.js': 'globalThis.x=1;',
  '/assets/reexported.js': 'export const r=2;',
  '/assets/lazy.js': 'import"./heavy.js";export const l=3;',
  '/assets/heavy.js': 'export const h="heavy";',
  '/assets/preloaded.js': 'export const p=4;',
  '/assets/app.css': 'body{margin:0}',
  '/assets/classic.js': 'var notAModule = 1;',
  '/de-de/login/relative.js': 'export const rel=5;',
};

const fetchFixture: FetchAsset = async (path) => {
  const body = FILES[path];
  if (body === undefined) throw new Error(`fixture has no ${path}`);
  return Buffer.from(body, 'utf8');
};

const HTML = `<!doctype html><html><head>
  <script type="module" crossorigin src="/assets/entry.js"></script>
  <link rel="modulepreload" href="/assets/preloaded.js">
  <link rel="stylesheet" href="/assets/app.css">
  <link rel="icon" href="/assets/icon.svg">
  <link rel="prefetch" href="/assets/lazy.js">
  <script src="https://cdn.example.com/tag.js"></script>
  <script src="/assets/classic.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('first-load assets', () => {
  it('follows the HTML references and their static imports, not import() or prefetches', async () => {
    const { assets, external } = await firstLoadAssets(HTML, `${ORIGIN}/de-de/`, fetchFixture);
    expect(assets.map((asset) => [asset.path, asset.kind, asset.via])).toEqual([
      ['/assets/entry.js', 'js', 'script'],
      ['/assets/preloaded.js', 'js', 'modulepreload'],
      ['/assets/app.css', 'css', 'stylesheet'],
      ['/assets/classic.js', 'js', 'script'],
      ['/assets/shared.js', 'js', 'import from /assets/entry.js'],
      ['/assets/side-effect.js', 'js', 'import from /assets/entry.js'],
      ['/assets/reexported.js', 'js', 'import from /assets/entry.js'],
      ['/assets/deep/leaf.js', 'js', 'import from /assets/shared.js'],
    ]);
    expect(external).toEqual(['https://cdn.example.com/tag.js']);
  });

  it('counts a lazy chunk when the HTML preloads it', async () => {
    const html = '<script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/lazy.js">';
    const { assets } = await firstLoadAssets(html, `${ORIGIN}/de-de/`, fetchFixture);
    expect(assets.map((asset) => asset.path)).toContain('/assets/heavy.js');
  });

  it('counts the app the entry imports after the first paint, as the HTML names it (<meta name="portal-app">)', async () => {
    const html = '<script type="module" src="/assets/boot.js"></script><meta name="portal-app" content="/assets/entry.js  /assets/preloaded.js">';
    const fetchWithBoot: FetchAsset = async (path) =>
      path === '/assets/boot.js' ? Buffer.from('import(document.querySelector("meta").content);') : fetchFixture(path);
    const { assets } = await firstLoadAssets(html, `${ORIGIN}/de-de/`, fetchWithBoot);
    expect(assets.map((asset) => [asset.path, asset.via])).toEqual([
      ['/assets/boot.js', 'script'],
      ['/assets/entry.js', 'portal-app'],
      ['/assets/preloaded.js', 'portal-app'],
      ['/assets/shared.js', 'import from /assets/entry.js'],
      ['/assets/side-effect.js', 'import from /assets/entry.js'],
      ['/assets/reexported.js', 'import from /assets/entry.js'],
      ['/assets/deep/leaf.js', 'import from /assets/shared.js'],
    ]);
  });

  it('resolves relative references against the page path', async () => {
    const { assets } = await firstLoadAssets('<script type="module" src="relative.js"></script>', `${ORIGIN}/de-de/login/`, fetchFixture);
    expect(assets.map((asset) => asset.path)).toEqual(['/de-de/login/relative.js']);
  });

  it('fails naming the path when a referenced asset cannot be fetched', async () => {
    await expect(firstLoadAssets('<script type="module" src="/assets/missing.js"></script>', `${ORIGIN}/`, fetchFixture)).rejects.toThrow('/assets/missing.js');
  });

  it('refuses a bare import specifier, which no browser could load', async () => {
    const fetchBare: FetchAsset = async () => Buffer.from('import React from "react";');
    await expect(firstLoadAssets('<script type="module" src="/assets/a.js"></script>', `${ORIGIN}/`, fetchBare)).rejects.toThrow(FirstLoadError);
  });
});

describe('measuring an entry', () => {
  const bigModule = `export const words = ${JSON.stringify('savings account '.repeat(2000))};`;
  const fetchSized: FetchAsset = async (path) => {
    if (path === '/assets/big.js') return Buffer.from(bigModule);
    if (path === '/assets/tiny.js') return Buffer.from('x');
    if (path === '/assets/a.css') return Buffer.from('a{}'.repeat(100));
    throw new Error(`no ${path}`);
  };
  const html = '<script type="module" src="/assets/big.js"></script><script src="/assets/tiny.js"></script><link rel="stylesheet" href="/assets/a.css">';

  it('adds up served bytes per kind: gzip as written at level 9, uncompressed when that is smaller', async () => {
    const m = await measureEntry({ name: 'home', path: '/de-de/', jsGzipBudget: 100, loadedJsGzipBudget: 100 }, html, `${ORIGIN}/de-de/`, fetchSized);
    const bigGzip = gzipSync(Buffer.from(bigModule), { level: 9 }).length;
    // 'x' gzips to ~21 bytes: the server sends the 1-byte file instead.
    expect(m.js.gzip).toBe(bigGzip + 1);
    expect(m.js.raw).toBe(bigModule.length + 1);
    expect(m.css.raw).toBe(300);
    expect(m.js.br).toBeLessThan(m.js.raw);
    expect(m.overBudget).toBe(bigGzip + 1 - 100);
  });

  it('is within budget when the JS gzip bytes fit', async () => {
    const m = await measureEntry({ name: 'home', path: '/de-de/', jsGzipBudget: 10_000, loadedJsGzipBudget: 10_000 }, html, `${ORIGIN}/de-de/`, fetchSized);
    expect(m.overBudget).toBeLessThanOrEqual(0);
  });
});
