// The claims of LTI 1.3 (Core, Deep Linking 2.0, AGS 2.0, NRPS 2.0) the tool reads and writes.
export const CLAIM = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  custom: 'https://purl.imsglobal.org/spec/lti/claim/custom',
  launchPresentation: 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  contentItems: 'https://purl.imsglobal.org/spec/lti-dl/claim/content_items',
  data: 'https://purl.imsglobal.org/spec/lti-dl/claim/data',
  ags: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
  nrps: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
} as const;

export const SCOPE = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  resultReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

/** Every scope the tool asks a platform for. */
export const TOOL_SCOPES = [SCOPE.lineItem, SCOPE.resultReadonly, SCOPE.score, SCOPE.memberships];

export const RESOURCE_LINK_REQUEST = 'LtiResourceLinkRequest';
export const DEEP_LINKING_REQUEST = 'LtiDeepLinkingRequest';
export const DEEP_LINKING_RESPONSE = 'LtiDeepLinkingResponse';

export type AssessRole = 'teacher' | 'student';

// Context roles that make a teacher in Assess; Learner makes a student. Anything else (Mentor, Guest) is a student.
const TEACHING_ROLES = ['Instructor', 'TeachingAssistant', 'ContentDeveloper', 'Administrator'];

/**
 * The Assess role for a set of LTI role URIs: full context and institution URIs
 * (`http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor`, `...institution/person#Administrator`),
 * sub-roles (`...membership/Instructor#TeachingAssistant`) and the short forms NRPS may send (`Instructor`).
 */
export function assessRoleOf(roles: readonly string[]): AssessRole {
  const names = roles.map((role) => role.split(/[#/]/).at(-1) ?? role);
  return names.some((name) => TEACHING_ROLES.includes(name)) ? 'teacher' : 'student';
}
