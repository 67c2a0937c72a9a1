// Commitments the legal pages state (spec 01 §1 and §9, decision 20). Tests read the pages against these.
export const LEGAL_INQUIRY_RESPONSE = '5 business days';
export const PRIVACY_INQUIRY_RESPONSE = '72 hours';
export const DATA_REQUEST_RESPONSE = '30 days';
export const CONTACT_REPLY_TIME = '24 hours';
export const LIABILITY_CAP = 'the amount you paid us in the 12 months preceding the claim';
export const ACCOUNT_DELETION_WAIT = '30 days';
export const RECORD_RETENTION = '3 to 7 years';
export const COMPLIANCE_LAWS = ['FERPA', 'GDPR', 'COPPA', 'CCPA'] as const;

export interface CookieCategory {
  name: 'Authentication' | 'Preferences' | 'Analytics' | 'Functional';
  purpose: string;
  duration: string;
  essential: boolean;
}

/** The cookie table of the cookie policy (spec 01 §2 and §9). */
export const COOKIE_CATEGORIES: readonly CookieCategory[] = [
  {
    name: 'Authentication',
    purpose: 'Keep you signed in securely and protect your account from forged requests.',
    duration: 'Session or 30 days',
    essential: true,
  },
  {
    name: 'Preferences',
    purpose: 'Remember your choices, such as the light, dark or system theme.',
    duration: '1 year',
    essential: false,
  },
  {
    name: 'Analytics',
    purpose: 'Count visits and measure how features are used, so that we can improve the product.',
    duration: '2 years',
    essential: false,
  },
  {
    name: 'Functional',
    purpose: 'Support features you ask for, such as resuming an upload or keeping a form you have started.',
    duration: 'Session or 1 year',
    essential: false,
  },
];
