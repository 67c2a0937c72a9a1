// What other parts of the product use of this area; everything else in the folder is its own.
export { queueGradePassbacks, recordGradePassbacks, sendGradePassback } from './passback.js';
export {
  accountLinkedSchema,
  accountLinkSchema,
  passbackRetrySchema,
  passbackSchema,
  passbacksQuerySchema,
  platformListingSchema,
  platformRegistrationSchema,
  registrationLinkSchema,
  toolUrlsSchema,
} from './schemas.js';
