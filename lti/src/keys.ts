import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';

/** The tool's signing key: its private half signs deep-linking answers and service assertions; the public half is at /lti/jwks. */
export interface ToolKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export interface StoredToolKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

/** A new RS256 key pair in the form it is stored. */
export async function createToolKey(): Promise<StoredToolKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateJwk: { ...(await exportJWK(privateKey)), kid, alg: 'RS256' }, publicJwk };
}

export async function importToolKey(stored: StoredToolKey): Promise<ToolKey> {
  const privateKey = (await importJWK(stored.privateJwk, 'RS256')) as CryptoKey;
  return { kid: stored.kid, privateKey, publicJwk: stored.publicJwk };
}
