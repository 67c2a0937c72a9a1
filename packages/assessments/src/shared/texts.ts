// Texts the assessment screens share.

/** The files error text of spec 02 §8, for a feedback report that could not be fetched. */
export const FEEDBACK_DOWNLOAD_FAILED = 'Failed to download file';
