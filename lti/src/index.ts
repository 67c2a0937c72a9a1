export { LtiError, type LtiErrorCode } from './errors.js';
export { assessRoleOf, CLAIM, SCOPE, TOOL_SCOPES, RESOURCE_LINK_REQUEST, DEEP_LINKING_REQUEST, DEEP_LINKING_RESPONSE, type AssessRole } from './claims.js';
export { createToolKey, importToolKey, type StoredToolKey, type ToolKey } from './keys.js';
export { readLaunch, verifyLaunch, type LaunchMessage, type Platform, type VerifyOptions } from './messages.js';
export { serviceToken, ensureLineItem, postScore, fetchMembers, ServiceError, type LineItem, type Member, type Score } from './services.js';
export { signDeepLinkingResponse, type PlacedAssessment } from './deep-linking.js';
export { registerWithPlatform, toolUrls, TOOL_NAME, type RegisteredPlatform, type ToolUrls } from './registration.js';
