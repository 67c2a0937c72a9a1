export interface StudentForm {
  name: string;
  email?: string;
  student_id?: string;
  class_year?: string;
  notes?: string;
}

export const STUDENT_NAME_REQUIRED = 'Student name is required';
/** Helper text under the optional e-mail field. */
export const STUDENT_EMAIL_HELPER = 'Email is required to send invitations';

/** The student dialog's one rule (spec 02 §5): a name that is not blank. */
export function validateStudentForm(form: StudentForm): string | null {
  return form.name.trim() === '' ? STUDENT_NAME_REQUIRED : null;
}

export interface StudentAccountState {
  email?: string | null;
  user_id?: string | null;
  invitation_status?: string | null;
}

/** Invitations go only to students with an e-mail and no linked account (spec 02 §4). */
export function canInviteStudent(student: StudentAccountState): boolean {
  return Boolean(student.email?.trim()) && !student.user_id;
}

export interface StudentAccountChip {
  label: string;
  colour: 'success' | 'warning' | 'error' | 'default';
}

/**
 * The Account column (spec 02 §4): 'Account Linked' when linked; else 'Invitation {status}' (pending
 * warning, accepted success, expired error); else 'Not Invited' with an e-mail; else 'No Email'.
 */
export function studentAccountChip(student: StudentAccountState): StudentAccountChip {
  if (student.user_id) return { label: 'Account Linked', colour: 'success' };
  const status = student.invitation_status;
  if (status) {
    const colour = status === 'pending' ? 'warning' : status === 'accepted' ? 'success' : status === 'expired' ? 'error' : 'default';
    return { label: `Invitation ${status}`, colour };
  }
  if (student.email?.trim()) return { label: 'Not Invited', colour: 'default' };
  return { label: 'No Email', colour: 'default' };
}
