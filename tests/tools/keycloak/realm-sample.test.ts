/**
 * docs/keycloak-realm.sample.json is importable as it is into Keycloak 26, lists
 * every site's login page, and is what the generator writes from config. The redirect URIs are
 * checked with Keycloak's own matching rule (keycloak-redirect-utils.ts, ported from its source),
 * against each site's /<locale>/login/ as the portal builds it (redirectUriFor).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redirectUriFor } from '../../../src/app/oidc/sign-in.ts';
import { loadCompiledConfig } from '../../../tools/config/validate.ts';
import { CUSTOMER_CLAIMS, portalSites, realmSampleText } from '../../../tools/keycloak/realm-sample.ts';
import { verifyRedirectUri } from './keycloak-redirect-utils.ts';

const REPO = resolve(import.meta.dirname, '..', '..', '..');
const committedText = readFileSync(join(REPO, 'docs', 'keycloak-realm.sample.json'), 'utf8');
const realm = JSON.parse(committedText) as {
  keycloakVersion?: string;
  clientScopes?: unknown;
  clients: {
    clientId: string;
    redirectUris: string[];
    webOrigins: string[];
    attributes: Record<string, string>;
    defaultClientScopes?: string[];
    protocolMappers?: { protocolMapper: string; config: Record<string, string> }[];
  }[];
  components?: Record<string, { providerId: string; config: Record<string, string[]> }[]>;
};
const client = realm.clients.find((entry) => entry.clientId === 'login');
const config = loadCompiledConfig(REPO);

describe('Keycloak’s redirect URI rule (as ported)', () => {
  it('takes a * only at the end of a valid URI', () => {
    expect(verifyRedirectUri('https://www.example.de/de-de/login/', ['https://www.example.de/*/login/'])).toBeNull();
    expect(verifyRedirectUri('https://www.example.de/de-de/login/', ['https://www.example.de/*'])).toBe('https://www.example.de/de-de/login/');
    expect(verifyRedirectUri('https://www.example.de/de-de/login/', ['https://www.example.de/de-de/login/'])).toBe('https://www.example.de/de-de/login/');
    // lowerCaseHostname lower-cases up to the first "/" from the 8th character: the host of an
    // http URI, but for https only "https:/" (so the portal's origins are written in lower case).
    expect(verifyRedirectUri('http://WWW.Example.DE/de-de/login/', ['http://www.example.de/de-de/login/'])).not.toBeNull();
    expect(verifyRedirectUri('https://WWW.Example.DE/de-de/login/', ['https://www.example.de/de-de/login/'])).toBeNull();
    expect(verifyRedirectUri('https://www.example.de/de-de/login/../../evil/', ['https://www.example.de/de-de/login/'])).toBeNull();
    expect(verifyRedirectUri('https://www.example.de/de-de/login/?x=1', ['https://www.example.de/de-de/login/'])).toBeNull();
  });
});

describe('docs/keycloak-realm.sample.json', () => {
  it('is what tools/keycloak/write-realm-sample.ts writes from config', () => {
    expect(committedText).toBe(realmSampleText(config));
  });

  it('names the Keycloak version it was written for', () => {
    expect(realm.keycloakVersion).toMatch(/^26\./);
  });

  it('accepts the login page of every site, as the portal sends it, under Keycloak’s rule', () => {
    expect(client).toBeDefined();
    const sites = portalSites(config);
    // The thirteen sites of config/head/head.yaml, and the unified domain's twelve locales (its
    // own, en, counted once).
    expect(new Set(sites.map((site) => site.origin)).size).toBe(13);
    expect(sites.length).toBe(24);
    expect(client!.redirectUris.length).toBe(24);
    const refused = sites.map((site) => redirectUriFor(site.origin, site.locale)).filter((uri) => verifyRedirectUri(uri, client!.redirectUris) === null);
    expect(refused).toEqual([]);
    // Logout returns to the same pages ("+": the valid redirect URIs).
    expect(client!.attributes['post.logout.redirect.uris']).toBe('+');
    expect(new Set(client!.webOrigins)).toEqual(new Set(sites.map((site) => site.origin)));
  });

  it('refuses a login page of another host', () => {
    expect(verifyRedirectUri('https://www.example.org/de-de/login/', client!.redirectUris)).toBeNull();
    expect(verifyRedirectUri('https://www.example.de.evil.example/de-de/login/', client!.redirectUris)).toBeNull();
  });

  it('keeps Keycloak’s built-in client scopes, basic (the sub claim) among them: no clientScopes of its own', () => {
    expect(realm.clientScopes).toBeUndefined();
    expect(client!.defaultClientScopes).toContain('basic');
  });

  it('declares the attributes its claims read in the user profile, so Keycloak 24+ keeps them', () => {
    const providers = realm.components?.['org.keycloak.userprofile.UserProfileProvider'] ?? [];
    expect(providers.map((provider) => provider.providerId)).toEqual(['declarative-user-profile']);
    const profile = JSON.parse(providers[0]!.config['kc.user.profile.config']![0]!) as { attributes: { name: string; permissions: { edit: string[] } }[] };
    const declared = new Map(profile.attributes.map((attribute) => [attribute.name, attribute]));
    for (const name of ['username', 'email', 'firstName', 'lastName', ...CUSTOMER_CLAIMS]) expect(declared.has(name), name).toBe(true);
    for (const name of CUSTOMER_CLAIMS) expect(declared.get(name)!.permissions.edit, `${name} is the administrators' to set`).toEqual(['admin']);
    const mapped = (client!.protocolMappers ?? []).filter((mapper) => mapper.protocolMapper === 'oidc-usermodel-attribute-mapper');
    expect(mapped.map((mapper) => mapper.config['claim.name']).sort()).toEqual([...CUSTOMER_CLAIMS].sort());
    for (const mapper of mapped) {
      expect(declared.has(mapper.config['user.attribute']!), mapper.config['user.attribute']).toBe(true);
      expect(mapper.config['access.token.claim']).toBe('true');
    }
  });
});
