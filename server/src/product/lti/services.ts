import type { Platform } from '@assess/lti';
import type { LtijsToken } from './ltijs.js';

/**
 * What ltijs's services (Grade, NamesAndRoles, DeepLinking) read of a launch to reach the platform again: the issuer
 * and client ID (its platform, key and access tokens) and the service addresses. Built from what Assess keeps, so
 * that a score or a roster can be sent long after the launch, from the job queue.
 */
export function serviceTokenOf(
  platform: Platform,
  services: { lineitems?: string; resourceLinkId?: string; membershipsUrl?: string; deploymentId?: string; deepLinking?: { returnUrl: string; data?: string } },
): LtijsToken {
  return {
    iss: platform.issuer,
    clientId: platform.clientId,
    ...(services.deploymentId ? { deploymentId: services.deploymentId } : {}),
    platformContext: {
      ...(services.lineitems ? { endpoint: { lineitems: services.lineitems } } : {}),
      ...(services.resourceLinkId ? { resource: { id: services.resourceLinkId } } : {}),
      ...(services.membershipsUrl ? { namesRoles: { context_memberships_url: services.membershipsUrl } } : {}),
      ...(services.deepLinking
        ? {
            deepLinkingSettings: {
              deep_link_return_url: services.deepLinking.returnUrl,
              accept_types: ['ltiResourceLink'],
              accept_multiple: false,
              ...(services.deepLinking.data ? { data: services.deepLinking.data } : {}),
            },
          }
        : {}),
    },
  };
}
