import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { CLAIM, DEEP_LINKING_RESPONSE } from './claims.js';
import type { ToolKey } from './keys.js';
import type { Platform } from './messages.js';

/** An assessment placed in a course: an LTI resource link with a line item for its grades (Deep Linking 2.0). */
export interface PlacedAssessment {
  assessmentId: string;
  title: string;
  text?: string;
  /** The assessment's total marks: the line item's scoreMaximum. */
  totalMarks: number;
  launchUrl: string;
}

/** The signed LtiDeepLinkingResponse the tool posts back to the platform's deep_link_return_url. */
export async function signDeepLinkingResponse(
  key: ToolKey,
  platform: Platform,
  deploymentId: string,
  data: string | undefined,
  placed: PlacedAssessment[],
): Promise<string> {
  const contentItems = placed.map((item) => ({
    type: 'ltiResourceLink',
    title: item.title,
    ...(item.text ? { text: item.text } : {}),
    url: item.launchUrl,
    lineItem: { scoreMaximum: item.totalMarks, label: item.title, resourceId: item.assessmentId },
    custom: { assessment_id: item.assessmentId },
  }));
  return new SignJWT({
    nonce: randomUUID(),
    [CLAIM.messageType]: DEEP_LINKING_RESPONSE,
    [CLAIM.version]: '1.3.0',
    [CLAIM.deploymentId]: deploymentId,
    [CLAIM.contentItems]: contentItems,
    ...(data ? { [CLAIM.data]: data } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key.privateKey);
}
