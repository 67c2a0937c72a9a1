import { sectionsToQuestionTypes } from '../rules/forms/create-assessment.js';
import type { CreateAssessmentDraft } from '../rules/forms/create-assessment.js';
import { DEFAULT_INSTRUCTIONS_TO_STUDENTS } from './assessment-requests.js';
import type { CreateComprehensiveRequest } from './assessment-requests.js';

/** The subject and class the user picked, resolved to names, with their ids when they exist on the server. */
export interface CreateAssessmentChoices {
  subject: { id: string | null; name: string; is_system_defined: boolean };
  classInfo: { id: string | null; name: string };
  createdAt: string;
}

/** The JSON body of create-comprehensive (AI mode) for a wizard draft. */
export function toCreateComprehensiveBody(draft: CreateAssessmentDraft, choices: CreateAssessmentChoices): CreateComprehensiveRequest {
  return {
    title: draft.title.trim(),
    description: draft.description,
    subject: choices.subject,
    class_info: choices.classInfo,
    total_marks: Number(draft.totalMarks),
    time_limit_minutes: Number(draft.timeLimit),
    difficulty_level: draft.difficultyLevel as CreateComprehensiveRequest['difficulty_level'],
    instructions: draft.instructions,
    instructions_to_students: DEFAULT_INSTRUCTIONS_TO_STUDENTS,
    question_configuration: {
      use_file_upload: false,
      question_types: sectionsToQuestionTypes(draft.sections) as CreateComprehensiveRequest['question_configuration']['question_types'],
    },
    status: 'draft',
    created_at: choices.createdAt,
  };
}

/** The text fields of create-comprehensive-with-files (file mode); the caller appends question_paper and mark_scheme. */
export function toCreateWithFilesFields(draft: CreateAssessmentDraft, choices: CreateAssessmentChoices): Record<string, string> {
  const fields: Record<string, string> = {
    title: draft.title.trim(),
    description: draft.description,
    total_marks: String(draft.totalMarks),
    time_limit_minutes: String(draft.timeLimit),
    difficulty_level: draft.difficultyLevel,
    instructions: draft.instructions,
    instructions_to_students: DEFAULT_INSTRUCTIONS_TO_STUDENTS,
    status: 'draft',
    created_at: choices.createdAt,
    subject_name: choices.subject.name,
    subject_is_system_defined: String(choices.subject.is_system_defined),
    class_name: choices.classInfo.name,
    use_file_upload: 'true',
    question_types: '[]',
  };
  if (choices.subject.id) fields.subject_id = choices.subject.id;
  if (choices.classInfo.id) fields.class_id = choices.classInfo.id;
  return fields;
}
