import { describe, expect, it } from 'vitest';
import { siteHosts } from '../../../src/engine/pages/site-hosts.ts';
import { compiledConfig } from '../../support/config.ts';

const config = compiledConfig();

describe('siteHosts: the site a host name is (spec 2.1, 2.2)', () => {
  it("each country site of config/head/head.yaml is its locale's; the unified .com domain, where the path decides, is none", () => {
    const hosts = siteHosts(config);
    expect(hosts['www.example.co.uk']).toBe('en-gb');
    expect(hosts['www.example.ie']).toBe('en-ie');
    expect(hosts['www.example.us']).toBe('en-us');
    expect(hosts['www.example.at']).toBe('de-at');
    expect(hosts['www.example.de']).toBe('de-de');
    expect(hosts).not.toHaveProperty('www.example.com');
    // Every other locale's site is listed too: one host each.
    expect(Object.values(hosts).sort()).toEqual(
      Object.keys(config.head.sites)
        .filter((locale) => locale !== 'en')
        .sort(),
    );
  });

  it('a host two sites share decides no locale', () => {
    const shared = {
      ...config,
      head: {
        ...config.head,
        sites: { 'de-de': config.head.sites['de-de']!, 'de-at': { ...config.head.sites['de-at']!, origin: config.head.sites['de-de']!.origin } },
      },
    };
    expect(siteHosts(shared)).toEqual({});
  });
});
