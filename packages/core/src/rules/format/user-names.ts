/** The parts of a session user the display names read (a supabase-js User fits). */
export interface NamedUser {
  email?: string | null;
  user_metadata?: Record<string, unknown> | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function firstName(user: NamedUser | null | undefined): string | null {
  const meta = user?.user_metadata ?? {};
  return text(meta.first_name) ?? text(meta.firstName) ?? text(meta.given_name);
}

function lastName(user: NamedUser | null | undefined): string | null {
  const meta = user?.user_metadata ?? {};
  return text(meta.last_name) ?? text(meta.lastName) ?? text(meta.family_name);
}

/**
 * Avatar initials (spec 01 §2): first and last name from the metadata, falling back to the first
 * letter of the e-mail, then 'U'. A single name gives a single initial.
 */
export function avatarInitials(user: NamedUser | null | undefined): string {
  const initials = [firstName(user), lastName(user)]
    .filter((name): name is string => name !== null)
    .map((name) => name[0]!.toUpperCase())
    .join('');
  if (initials !== '') return initials;
  const email = text(user?.email);
  return email ? email[0]!.toUpperCase() : 'U';
}

/** The dashboard greeting (spec 01 §2): first name, else the e-mail's local part, else 'Student'. */
export function greetingName(user: NamedUser | null | undefined): string {
  const name = firstName(user);
  if (name) return name;
  const localPart = text(user?.email)?.split('@')[0];
  return localPart ? localPart : 'Student';
}
