import { z } from 'zod';

// The shapes of /api/lti: manual platform registration, the tool's URLs and the gradebook passbacks.

const requiredText = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} is too long`);

const httpUrl = (label: string) =>
  requiredText(label).refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), `${label} must be an http or https URL`);

export const platformRegistrationSchema = z
  .object({
    name: z.string('Name must be text').trim().max(200, 'Name is too long').optional(),
    issuer: httpUrl('Issuer'),
    client_id: requiredText('Client ID'),
    auth_url: httpUrl('Authentication request URL'),
    token_url: httpUrl('Access token URL'),
    jwks_url: httpUrl('Key set URL'),
    deployment_ids: z
      .union([z.string(), z.array(z.string())], {
        error: (issue) => (issue.input === undefined ? 'At least one deployment ID is required' : 'Deployment IDs must be text or a list of text'),
      })
      .transform((value) => (Array.isArray(value) ? value : value.split(/[\s,]+/)).map((id) => id.trim()).filter(Boolean))
      .refine((ids) => ids.length > 0, 'At least one deployment ID is required'),
  })
  .meta({ id: 'LtiPlatformRegistration', description: "A learning platform's LTI 1.3 values, as the platform shows them for Assess" });

export const platformListingSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    issuer: z.string(),
    client_id: z.string(),
    auth_url: z.string(),
    token_url: z.string(),
    jwks_url: z.string(),
    registered_via: z.enum(['dynamic', 'manual']),
    deployment_ids: z.array(z.string()),
    created_at: z.string(),
  })
  .meta({ id: 'LtiPlatform', description: 'A learning platform registered with Assess, with its deployments' });

export const toolUrlsSchema = z
  .object({ login_url: z.string(), launch_url: z.string(), redirect_url: z.string(), jwks_url: z.string(), registration_url: z.string(), domain: z.string() })
  .meta({ id: 'LtiToolUrls', description: "The tool's URLs a platform registers" });

export const registrationLinkSchema = z
  .object({ url: z.string(), expires_at: z.string() })
  .meta({ id: 'LtiRegistrationLink', description: 'A one-time dynamic registration link for one platform, valid for an hour' });

export const accountLinkSchema = z
  .object({ token: requiredText('Link token') })
  .meta({ id: 'LtiAccountLink', description: "A launch's link token: the platform user to link to the signed-in account" });

export const accountLinkClaimSchema = z
  .object({ token: requiredText('Link token'), code: requiredText('Hand-over code') })
  .meta({ id: 'LtiAccountLinkClaim', description: 'A link token and the one-time code the launch page handed to the link window' });

export const accountLinkedSchema = z.object({ linked: z.literal(true) }).meta({ id: 'LtiAccountLinked' });

export const passbacksQuerySchema = z.object({ assessment_id: z.uuid('assessment_id must be an assessment ID') });

export const passbackSchema = z
  .object({
    id: z.string(),
    student_assessment_id: z.string(),
    student_name: z.string(),
    platform: z.string(),
    status: z.enum(['pending', 'sent', 'failed']),
    attempts: z.number(),
    last_error: z.string().nullable(),
    score_given: z.number().nullable(),
    score_maximum: z.number().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'LtiGradePassback', description: "A released score on its way to a platform's gradebook" });

export const passbackRetrySchema = z.object({ id: z.string(), status: z.literal('pending') });
