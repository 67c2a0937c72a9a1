export { studentBodySchema } from './plugin.js';
export { invitationDetailsSchema, invitationLinkedSchema, invitationSentSchema, studentDeletedSchema, studentRecordListSchema, studentRecordSchema } from './schemas.js';
export { listClassStudents, moveStudentsToClass } from './store.js';
