export { queueGradePassbacks, recordGradePassbacks, sendGradePassback } from './passback.js';
export { accountLinkSchema, accountLinkedSchema, passbackRetrySchema, passbackSchema, passbacksQuerySchema, platformListingSchema, platformRegistrationSchema, registrationLinkSchema, toolUrlsSchema } from './schemas.js';
