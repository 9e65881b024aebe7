import { describe, expect, it } from 'vitest';
import { regionOf } from '../../../src/engine/facts/page.ts';
import { compiledConfig } from '../../support/config.ts';

const regions = compiledConfig().regions;

describe('region from the host (spec 2.1, config/markets/regions.yaml)', () => {
  it("the spec's host suffixes: .de and .at de, .co.uk and .ie en, .es es, .fr fr, .nl nl (any port, any case)", () => {
    const hosts = ['www.example.de', 'WWW.EXAMPLE.AT:443', 'www.example.co.uk', 'example.ie', 'www.example.es', 'www.example.fr:8080', 'www.example.nl'];
    expect(hosts.map((host) => regionOf(host, '/x/', regions))).toEqual(['de', 'de', 'en', 'en', 'es', 'fr', 'nl']);
  });

  it('on .com the first path segment decides; without a known one, the fallback de', () => {
    const paths = ['/en-gb/products/', '/fr-fr/', '/EN-US/', '/en/', '/es-es', '/', '/login', '/xx-yy/'];
    expect(paths.map((path) => regionOf('www.example.com', path, regions))).toEqual(['en', 'fr', 'us', 'en', 'es', 'de', 'de', 'de']);
  });

  it('an unknown host, no host, and a host that only contains a suffix fall back to de', () => {
    expect(['127.0.0.1', null, 'www.example.de.evil.test', 'localhost:4173'].map((host) => regionOf(host, '/en-gb/', regions))).toEqual([
      'de',
      'de',
      'de',
      'de',
    ]);
  });
});
