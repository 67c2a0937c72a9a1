import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB memory, 2 passes), as OWASP recommends.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Spends the same time as a real check, so unknown addresses cannot be told apart by timing. */
let decoy: Promise<string> | undefined;
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hash('decoy password that matches nothing');
  await verify(await decoy, password).catch(() => false);
  return false;
}
