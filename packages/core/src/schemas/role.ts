import { z } from 'zod/mini';

/** Every role the product knows. school_admin appears in the management area (spec 02 §6). */
export const ROLES = ['admin', 'teacher', 'student', 'independent_student', 'school_admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The roles a sign-up may carry (spec 01 §5); anything else becomes student. */
export const SIGN_UP_ROLES = ['admin', 'teacher', 'student', 'independent_student'] as const;
