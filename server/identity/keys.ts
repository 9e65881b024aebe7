import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';

export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as a JWKS, served at /auth/protocol/openid-connect/certs. */
  jwks: { keys: JWK[] };
  /** The private key as a JWK, for the OpenID provider's keystore (it signs the tokens). */
  privateJwk: JWK;
}

/**
 * A fresh key per start: tokens from a previous run then fail verification, exactly like
 * a real identity service after key rotation, and no key material ever sits on disk.
 */
export async function createSigningKey(): Promise<SigningKey> {
  // Extractable so the provider (server/identity/provider.ts) can take it as a JWK; it stays in memory.
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const kid = randomUUID();
  const jwk = await exportJWK(publicKey);
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: SIGNING_ALG, use: 'sig' };
  return { kid, privateKey, publicKey, privateJwk, jwks: { keys: [{ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' }] } };
}
