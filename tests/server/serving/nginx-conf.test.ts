/**
 * deploy/nginx/portal.conf is generated from server/serving/: it must be what the generator
 * writes today. nginx-build.conf (per build) must only ever contain locations made from checked
 * routes.json and immutable.json entries: their text lands in nginx configuration.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../../server/serving/headers.ts';
import { nginxBuildConf, nginxSiteConf } from '../../../server/serving/nginx.ts';
import { parseRoutes } from '../../../server/serving/routes.ts';
import { FIXTURE } from './fixture-dist.ts';
import { SITE_CONF } from './nginx-harness.ts';

describe('deploy/nginx/portal.conf', () => {
  it('is up to date with the header definitions (regenerate: npx tsx tools/serving/cli.ts nginx-conf --out deploy/nginx/portal.conf)', () => {
    expect(readFileSync(SITE_CONF, 'utf8')).toBe(nginxSiteConf());
  });

  it('adds every security header at server level with always, so error pages carry them too', () => {
    const conf = nginxSiteConf();
    for (const value of Object.values(SECURITY_HEADERS)) expect(conf).toContain(`"${value}" always;`);
  });

  it("refuses a root or listen value that would change the configuration's meaning", () => {
    expect(() => nginxSiteConf({ listen: '80', serverName: '_', root: '/srv/portal; include /etc/passwd' })).toThrow(/root must be an absolute path/);
    expect(() => nginxSiteConf({ listen: '80;', serverName: '_', root: '/srv/portal' })).toThrow(/listen/);
  });
});

describe('nginx-build.conf', () => {
  const routes = parseRoutes(FIXTURE.routes);

  it('writes hashed files, then per locale its exact pages, prefix pages and not-found locations', () => {
    const conf = nginxBuildConf(routes, ['/assets/index-AbCd12_-.js']);
    const order = [
      'location = /assets/index-AbCd12_-.js',
      '"^/de-de(/|$)"',
      '"^/de-de/?$"',
      '"^/de-de/deposit-guarantee/?$"',
      '"^/de-de/dashboard/.*/$"',
      'location @portal_not_found_de_de',
      '"^/en-gb(/|$)"',
      '"^/en-gb/login/?$"',
      'location @portal_not_found_en_gb',
    ];
    const positions = order.map((text) => conf.indexOf(text));
    expect(
      positions.every((position) => position >= 0),
      positions.join(','),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(conf).toContain('try_files /de-de/deposit-guarantee/index.html /index.html;');
    expect(conf).toContain('try_files /de-de/404.html /index.html;');
  });

  it('escapes dots in page paths, which are regular expressions there', () => {
    const dotted = parseRoutes({ ...FIXTURE.routes, pages: [{ id: 'v', locale: 'de-de', path: '/de-de/v1.2/', match: 'exact', audience: 'public' }] });
    expect(nginxBuildConf(dotted, [])).toContain('"^/de-de/v1\\.2/?$"');
  });

  it('never writes an immutable.json entry that is not a plain /assets/ path', () => {
    for (const bad of ['/assets/x.js; return 200', '/index.html', '/assets/../secret', '/assets/a"b.js']) {
      expect(() => nginxBuildConf(routes, [bad]), bad).toThrow(/immutable\.json\[0\]/);
    }
  });

  it('says so when the build has no routes.json', () => {
    expect(nginxBuildConf(undefined, [])).toMatch(/no routes\.json: every path outside \/assets\/ gets the app shell/);
  });
});
