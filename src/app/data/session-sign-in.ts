/**
 * What the session services (refresh, logout) need of the sign-in chunk (oidc/, loaded on
 * demand): the discovered endpoints and the logout's form POST. Its own module so that the
 * services and the sign-in code, which uses the services, do not import each other.
 */
import type { discoveredEndpoints } from '../oidc/endpoints.ts';
import type { createFormPost } from '../oidc/form-post.ts';

export interface SessionSignIn {
  load(): Promise<{ discoveredEndpoints: typeof discoveredEndpoints; createFormPost: typeof createFormPost }>;
  /** The page's origin: issuers and redirect URIs are absolute. */
  origin: string;
  /** Where the logout's form POST is made (oidc/form-post.ts). */
  document: Document;
}
