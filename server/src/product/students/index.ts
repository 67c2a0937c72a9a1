export { listClassStudents, moveStudentsToClass } from './repository.js';
export { invitationDetailsSchema, invitationLinkedSchema, invitationSentSchema, studentBodySchema, studentDeletedSchema, studentRecordListSchema, studentRecordSchema } from './schemas.js';
