/**
 * docs/keycloak-realm.sample.json, written from config: a Keycloak realm with the portal's
 * public client `login` that Keycloak 26 imports as it is (Admin console "Create realm" with the
 * file, or `kc.sh import --file`), for every site of config/head/head.yaml and the unified
 * domain of config/markets/markets.yaml. What Keycloak does on import, and so what this file
 * must say (docs/operators.md, "Keycloak"):
 * - a redirect URI's `*` is a wildcard only at its end (RedirectUtils.matchesRedirects), so every
 *   login page is listed exactly: `<origin>/<locale>/login/`, the URI the portal sends
 *   (src/app/oidc/sign-in.ts redirectUriFor); `post.logout.redirect.uris` "+" takes the same list;
 * - a realm file with `clientScopes` gets none of Keycloak's built-in scopes, `basic` (the `sub`
 *   claim) among them (RealmManager.importRealm creates them only without it), so the claims the
 *   portal reads are mappers of the client itself and the file names no scope of its own;
 * - since Keycloak 24 a user attribute the user profile does not declare is dropped, so the
 *   declarative user profile (component `org.keycloak.userprofile.UserProfileProvider`) declares
 *   `customer_id` and `user_id`, editable by administrators only, beside Keycloak's own four.
 */
import type { CompiledConfig } from '../../src/engine/config/compiled.ts';

/** The Keycloak release the file was written and checked for (a field of Keycloak's own export format). */
export const KEYCLOAK_VERSION = '26.0.0';

/** The claims the portal reads from the access token (README "Signing in"), from user attributes of the same names. */
export const CUSTOMER_CLAIMS = ['customer_id', 'user_id'] as const;

export interface PortalSite {
  origin: string;
  locale: string;
}

/** Every origin and locale a login page is served at: each locale's own site, then each unified-domain locale on the unified domain. */
export function portalSites(config: CompiledConfig): PortalSite[] {
  const sites: PortalSite[] = Object.entries(config.head.sites).map(([locale, site]) => ({ origin: site.origin, locale }));
  const unified = config.markets.unifiedDomainOrigin;
  if (unified) for (const locale of config.markets.unifiedDomainLocales) sites.push({ origin: unified, locale });
  const seen = new Set<string>();
  return sites.filter((site) => !seen.has(`${site.origin} ${site.locale}`) && seen.add(`${site.origin} ${site.locale}`));
}

/** The login page of a site: the portal's redirect URI and post-logout redirect URI. */
export function loginPageOf(site: PortalSite): string {
  return `${site.origin.replace(/\/+$/, '')}/${site.locale}/login/`;
}

function attributeMapper(name: string) {
  return {
    name,
    protocol: 'openid-connect',
    protocolMapper: 'oidc-usermodel-attribute-mapper',
    config: {
      'user.attribute': name,
      'claim.name': name,
      'jsonType.label': 'String',
      'access.token.claim': 'true',
      'id.token.claim': 'true',
      'userinfo.token.claim': 'true',
      'introspection.token.claim': 'true',
    },
  };
}

const ADMIN_AND_USER = { view: ['admin', 'user'], edit: ['admin', 'user'] };

/** Keycloak 26's default user profile (its four attributes and group), plus the portal's two. */
export function userProfile() {
  return {
    attributes: [
      {
        name: 'username',
        displayName: '${username}',
        validations: { length: { min: 3, max: 255 }, 'username-prohibited-characters': {}, 'up-username-not-idn-homograph': {} },
        permissions: ADMIN_AND_USER,
        multivalued: false,
      },
      {
        name: 'email',
        displayName: '${email}',
        validations: { email: {}, length: { max: 255 } },
        required: { roles: ['user'] },
        permissions: ADMIN_AND_USER,
        multivalued: false,
      },
      {
        name: 'firstName',
        displayName: '${firstName}',
        validations: { length: { max: 255 }, 'person-name-prohibited-characters': {} },
        required: { roles: ['user'] },
        permissions: ADMIN_AND_USER,
        multivalued: false,
      },
      {
        name: 'lastName',
        displayName: '${lastName}',
        validations: { length: { max: 255 }, 'person-name-prohibited-characters': {} },
        required: { roles: ['user'] },
        permissions: ADMIN_AND_USER,
        multivalued: false,
      },
      // The customer number and the user id decide whose money a session sees: administrators set them, the customer cannot.
      ...CUSTOMER_CLAIMS.map((name) => ({
        name,
        displayName: name,
        validations: { length: { max: 64 } },
        permissions: { view: ['admin'], edit: ['admin'] },
        multivalued: false,
      })),
    ],
    groups: [{ name: 'user-metadata', displayHeader: 'User metadata', displayDescription: 'Attributes, which refer to user metadata' }],
  };
}

export function keycloakRealmSample(config: CompiledConfig) {
  const sites = portalSites(config);
  const origins = [...new Set(sites.map((site) => site.origin))];
  return {
    keycloakVersion: KEYCLOAK_VERSION,
    realm: 'savings-portal',
    enabled: true,
    sslRequired: 'external',
    // Spec 4: refresh tokens rotate, each usable once; the session length of the local stack.
    revokeRefreshToken: true,
    refreshTokenMaxReuse: 0,
    accessTokenLifespan: 300,
    ssoSessionIdleTimeout: 1800,
    ssoSessionMaxLifespan: 1800,
    // The portal asks for offline_access: its refresh tokens are offline tokens, held to the same maximum.
    offlineSessionIdleTimeout: 1800,
    offlineSessionMaxLifespanEnabled: true,
    offlineSessionMaxLifespan: 1800,
    clients: [
      {
        clientId: 'login',
        name: 'Savings portal',
        enabled: true,
        publicClient: true,
        protocol: 'openid-connect',
        standardFlowEnabled: true,
        implicitFlowEnabled: false,
        directAccessGrantsEnabled: false,
        frontchannelLogout: true,
        redirectUris: sites.map(loginPageOf),
        webOrigins: origins,
        attributes: { 'pkce.code.challenge.method': 'S256', 'post.logout.redirect.uris': '+' },
        protocolMappers: CUSTOMER_CLAIMS.map(attributeMapper),
        defaultClientScopes: ['basic', 'acr', 'web-origins'],
        optionalClientScopes: ['offline_access'],
      },
    ],
    components: {
      'org.keycloak.userprofile.UserProfileProvider': [
        { providerId: 'declarative-user-profile', subComponents: {}, config: { 'kc.user.profile.config': [JSON.stringify(userProfile())] } },
      ],
    },
  };
}

/** The file's text: two-space JSON and a final newline. */
export function realmSampleText(config: CompiledConfig): string {
  return `${JSON.stringify(keycloakRealmSample(config), null, 2)}\n`;
}
