/**
 * A launch or registration the tool refuses. Every refusal names what is wrong (`problem`) and what the
 * platform's administrator should check (`check`); nobody is signed in when one is thrown.
 */
export class LtiError extends Error {
  constructor(
    /** A stable code for logs and tests, e.g. `bad_signature`. */
    readonly code: LtiErrorCode,
    /** What is wrong, in a sentence a teacher can read. */
    readonly problem: string,
    /** What the administrator of the learning platform should check. */
    readonly check: string,
    readonly status = 400,
  ) {
    super(problem);
    this.name = 'LtiError';
  }
}

export type LtiErrorCode =
  | 'missing_parameter'
  | 'unknown_issuer'
  | 'unknown_client'
  | 'unknown_deployment'
  | 'bad_signature'
  | 'expired_token'
  | 'wrong_audience'
  | 'bad_state'
  | 'state_expired'
  | 'replayed_nonce'
  | 'missing_claim'
  | 'unsupported_message'
  | 'cookies_blocked'
  | 'registration_failed'
  | 'registration_link_required'
  | 'platform_exists'
  | 'not_placed'
  | 'not_class_teacher';
