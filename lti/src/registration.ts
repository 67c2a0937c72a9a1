import { DEEP_LINKING_REQUEST, RESOURCE_LINK_REQUEST, TOOL_SCOPES } from './claims.js';
import { LtiError } from './errors.js';
import { checkPublicHost, jsonOf, namesLocalHost, platformRequest, type OutboundOptions } from './outbound.js';

/** The tool's own addresses, as a platform registers them. */
export interface ToolUrls {
  /** The tool's origin, e.g. https://assess.example.org */
  origin: string;
  loginUrl: string;
  launchUrl: string;
  jwksUrl: string;
  registrationUrl: string;
  logoUrl?: string;
}

/** The tool's addresses under its public URL: /lti/login, /lti/launch, /lti/jwks and /lti/register. */
export function toolUrls(publicUrl: string): ToolUrls {
  const base = publicUrl.replace(/\/$/, '');
  return {
    origin: new URL(base).origin,
    loginUrl: `${base}/lti/login`,
    launchUrl: `${base}/lti/launch`,
    jwksUrl: `${base}/lti/jwks`,
    registrationUrl: `${base}/lti/register`,
  };
}

export const TOOL_NAME = 'Assess';

/** What a platform said about itself and the client it registered (LTI Dynamic Registration 1.0). */
export interface RegisteredPlatform {
  issuer: string;
  clientId: string;
  deploymentId?: string;
  authUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  name: string;
}

/**
 * Whether two addresses share a scheme and a domain: the same host, or hosts under the same last two labels
 * (a platform such as Canvas serves its configuration from the school's host below its issuer's domain).
 */
function sameDomain(a: URL, b: URL): boolean {
  if (a.protocol !== b.protocol) return false;
  if (a.host === b.host) return true;
  const domain = (host: string) => (/^[\d.]+$|^\[/.test(host) ? host : host.split('.').slice(-2).join('.'));
  return a.hostname.includes('.') && domain(a.hostname) === domain(b.hostname);
}

const CHECK = 'Start the registration again from the platform; check that the Assess server can reach the platform at its public address.';

function url(value: unknown, field: string, options: OutboundOptions = {}): string {
  if (typeof value !== 'string' || !URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new LtiError('registration_failed', `The platform's configuration has no valid ${field}.`, CHECK, 502);
  }
  // Assess reaches these later (key set on every launch, tokens for grades and rosters): a registration may not
  // point them at the server's own network.
  if (!options.allowPrivateAddresses && namesLocalHost(new URL(value))) {
    throw new LtiError('registration_failed', `The platform's ${field} is a private or local address.`, CHECK, 400);
  }
  return value;
}

/**
 * Dynamic registration, the tool's side: read the platform's OpenID configuration, register the tool as a client
 * with its login, launch and key set URLs and the scopes it needs, and return what the platform assigned. Only the
 * two requests of the flow are made, each through the outbound guard (no private addresses unless allowed, no
 * redirects, a time limit, nothing of the answers shown back).
 */
export async function registerWithPlatform(openidConfigurationUrl: string, registrationToken: string | undefined, tool: ToolUrls, options: OutboundOptions = {}): Promise<RegisteredPlatform> {
  if (!URL.canParse(openidConfigurationUrl)) {
    throw new LtiError('missing_parameter', 'The registration link has no valid openid_configuration.', 'Start the registration from the platform with the registration link Assess gave you: the platform adds openid_configuration to it.');
  }
  const configuration = jsonOf(
    "The platform's configuration could not be read",
    await platformRequest("The platform's configuration could not be read", openidConfigurationUrl, {}, options),
    CHECK,
  );
  const issuer = url(configuration['issuer'], 'issuer', options);
  // The configuration must come from the domain of the issuer it names (Dynamic Registration 1.0, 3.5.2).
  if (!sameDomain(new URL(openidConfigurationUrl), new URL(issuer))) {
    throw new LtiError('registration_failed', `The platform's configuration names the issuer ${issuer}, which is not where it came from.`, CHECK, 400);
  }
  // Checked before registering anything, so that a configuration that will not be kept leaves no client behind.
  const endpoints = {
    authUrl: url(configuration['authorization_endpoint'], 'authorization_endpoint', options),
    tokenUrl: url(configuration['token_endpoint'], 'token_endpoint', options),
    jwksUrl: url(configuration['jwks_uri'], 'jwks_uri', options),
  };
  // The server fetches these two itself later (the key set on every launch, access tokens for grades and rosters).
  await checkPublicHost("The platform's key set URL", endpoints.jwksUrl, options);
  await checkPublicHost("The platform's access token URL", endpoints.tokenUrl, options);
  const platformConfiguration = (configuration['https://purl.imsglobal.org/spec/lti-platform-configuration'] ?? {}) as { product_family_code?: unknown };
  const registration = {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: tool.loginUrl,
    redirect_uris: [tool.launchUrl],
    client_name: TOOL_NAME,
    jwks_uri: tool.jwksUrl,
    ...(tool.logoUrl ? { logo_uri: tool.logoUrl } : {}),
    token_endpoint_auth_method: 'private_key_jwt',
    scope: TOOL_SCOPES.join(' '),
    'https://purl.imsglobal.org/spec/lti-tool-configuration': {
      domain: new URL(tool.origin).host,
      description: 'AI-assisted assessment: students submit answer papers, teachers review and release marks.',
      target_link_uri: tool.launchUrl,
      claims: ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'],
      messages: [
        { type: RESOURCE_LINK_REQUEST, target_link_uri: tool.launchUrl },
        { type: DEEP_LINKING_REQUEST, target_link_uri: tool.launchUrl, label: 'Add an Assess assessment' },
      ],
    },
  };
  const registered = jsonOf(
    'The platform refused the registration',
    await platformRequest(
      'The platform could not be reached to register',
      url(configuration['registration_endpoint'], 'registration_endpoint', options),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(registrationToken ? { authorization: `Bearer ${registrationToken}` } : {}) },
        body: JSON.stringify(registration),
      },
      options,
    ),
    CHECK,
  );
  if (typeof registered['client_id'] !== 'string') throw new LtiError('registration_failed', 'The platform answered the registration without a client ID.', CHECK, 502);
  const toolConfiguration = (registered['https://purl.imsglobal.org/spec/lti-tool-configuration'] ?? {}) as { deployment_id?: unknown };
  return {
    issuer,
    clientId: registered['client_id'],
    ...(typeof toolConfiguration.deployment_id === 'string' ? { deploymentId: toolConfiguration.deployment_id } : {}),
    ...endpoints,
    name: typeof platformConfiguration.product_family_code === 'string' ? platformConfiguration.product_family_code : new URL(issuer).host,
  };
}
