/**
 * Whether the auth service has Google sign-in turned on (its settings' external.google): a plain read of
 * /auth/v1/settings, so the sign-in page can offer the button without loading the auth client.
 */
export async function readGoogleEnabled(supabaseUrl: string, anonKey: string, fetchImpl: typeof fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(`${supabaseUrl.replace(/\/+$/, '')}/auth/v1/settings`, { headers: { apikey: anonKey } });
    if (!response.ok) return false;
    const settings = (await response.json()) as { external?: { google?: unknown } };
    return settings.external?.google === true;
  } catch {
    // A button that leads nowhere is worse than none: without an answer, Google is not offered.
    return false;
  }
}
