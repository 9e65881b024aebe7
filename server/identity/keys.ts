import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';

export const SIGNING_ALG = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  /** The public half as a JWKS, served at /auth/protocol/openid-connect/certs. */
  jwks: { keys: JWK[] };
}

/**
 * A fresh key per start: tokens from a previous run then fail verification, exactly like
 * a real identity service after key rotation, and no key material ever sits on disk.
 */
export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALG);
  const kid = randomUUID();
  const jwk = await exportJWK(publicKey);
  return { kid, privateKey, publicKey, jwks: { keys: [{ ...jwk, kid, alg: SIGNING_ALG, use: 'sig' }] } };
}
