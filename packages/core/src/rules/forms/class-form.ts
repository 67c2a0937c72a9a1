export interface ClassForm {
  name: string;
  description?: string;
  subject_id?: string | null;
  year_group?: string;
  grade_level?: string;
  academic_year?: string;
}

export const CLASS_NAME_REQUIRED = 'Class name is required';

/** The class dialog's one rule (spec 02 §5): a name that is not blank. */
export function validateClassForm(form: ClassForm): string | null {
  return form.name.trim() === '' ? CLASS_NAME_REQUIRED : null;
}

export interface ClassCreatePayload {
  name: string;
  description: string;
  subject_id?: string;
  year_group: string;
  grade_level: string;
  academic_year: string;
  teacher_id: string;
}

/** The POST /classes body: the name trimmed, an empty subject left out, the creator as teacher (spec 02 §7). */
export function classCreatePayload(form: ClassForm, teacherId: string): ClassCreatePayload {
  const payload: ClassCreatePayload = {
    name: form.name.trim(),
    description: form.description ?? '',
    year_group: form.year_group ?? '',
    grade_level: form.grade_level ?? '',
    academic_year: form.academic_year ?? '',
    teacher_id: teacherId,
  };
  const subject = form.subject_id?.trim();
  if (subject) payload.subject_id = subject;
  return payload;
}
