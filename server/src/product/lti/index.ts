export { queueGradePassbacks, recordGradePassbacks, sendGradePassback } from './passback.js';
export { accountLinkedSchema, accountLinkSchema, passbackRetrySchema, passbackSchema, passbacksQuerySchema, platformListingSchema, platformRegistrationSchema, registrationLinkSchema, toolUrlsSchema } from './schemas.js';
