import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed download link works (spec 02 §7). */
export const SIGNED_URL_SECONDS = 3600;

function signature(secret: string, bucket: string, path: string, expires: number): string {
  return createHmac('sha256', secret).update(`${bucket}\n${path}\n${expires}`).digest('base64url');
}

/** A token that signs bucket/path for `seconds` (checked by verifySignedToken): "{expires}.{signature}". */
export function signedToken(secret: string, bucket: string, path: string, seconds = SIGNED_URL_SECONDS, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + seconds;
  return `${expires}.${signature(secret, bucket, path, expires)}`;
}

/** The storage-relative link of a signed download, as Supabase Storage answers it: /object/sign/{bucket}/{path}?token=... */
export function signedObjectPath(secret: string, bucket: string, path: string, seconds = SIGNED_URL_SECONDS, now = Date.now()): string {
  const token = signedToken(secret, bucket, path, seconds, now);
  return `/object/sign/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}?token=${token}`;
}

export function signedUrl(publicUrl: string, secret: string, bucket: string, path: string, seconds = SIGNED_URL_SECONDS): string {
  return `${publicUrl}/storage/v1${signedObjectPath(secret, bucket, path, seconds)}`;
}

/** Whether a token signs bucket/path and has not expired. */
export function verifySignedToken(secret: string, bucket: string, path: string, token: string, now = Date.now()): boolean {
  const [expiresText, given] = token.split('.');
  const expires = Number(expiresText);
  if (!Number.isInteger(expires) || !given || expires * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, bucket, path, expires));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
