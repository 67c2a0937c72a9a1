// Where people reach the provider. One place, so a deployment changes every page at once.
export const PRODUCT_NAME = 'Assess';
export const SUPPORT_EMAIL = 'support@assess.example';
export const PRIVACY_EMAIL = 'privacy@assess.example';
export const LEGAL_EMAIL = 'legal@assess.example';
export const POSTAL_ADDRESS = 'Assess Education Ltd., 1 Learning Way, Suite 200, Cambridge, CB1 0AA, United Kingdom';
/** The date the legal pages were last revised. */
export const LEGAL_LAST_UPDATED = 'January 15, 2025';
