export { LtiError, type LtiErrorCode } from './errors.js';
export { assessRoleOf, CLAIM, SCOPE, TOOL_SCOPES, RESOURCE_LINK_REQUEST, DEEP_LINKING_REQUEST, DEEP_LINKING_RESPONSE, type AssessRole } from './claims.js';
export { readLaunch, type LaunchMessage, type Member, type Platform, type VerifyOptions } from './messages.js';
export { registerWithPlatform, toolUrls, TOOL_NAME, type RegisteredPlatform, type ToolUrls } from './registration.js';
export { isNonPublicAddress, type OutboundOptions } from './outbound.js';
