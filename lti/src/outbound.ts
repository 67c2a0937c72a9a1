import { lookup as dnsLookup, promises as dnsPromises, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, STATUS_CODES, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { LtiError } from './errors.js';

/**
 * Requests the server makes to a platform on a registration's behalf. The address comes from whoever opened the
 * registration link, so the server must not become their way into its own network: addresses that are private,
 * loopback, link-local or otherwise not public are refused (unless the operator allows them, for a platform on the
 * same machine or network), checked on the address actually connected to (so a name that resolves differently
 * the second time gains nothing); redirects are not followed; the answer is read up to a size and a time limit,
 * and no part of it is ever shown back.
 */
export interface OutboundOptions {
  /** Allow private and loopback addresses (LTI_ALLOW_PRIVATE_ADDRESSES). */
  allowPrivateAddresses?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address is one a public platform cannot have (private, loopback, link-local, reserved). */
export function isNonPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 0) return true;
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare)?.[1];
    if (mapped) return NOT_PUBLIC.check(mapped, 'ipv4');
    if (/^::ffff:/i.test(bare)) return true;
    return NOT_PUBLIC.check(bare, 'ipv6');
  }
  return NOT_PUBLIC.check(bare, 'ipv4');
}

const CHECK_ADDRESS =
  'Use the platform\'s public https address. An operator can allow a platform on the same machine or a private network with LTI_ALLOW_PRIVATE_ADDRESSES=on.';

/** Whether a URL names a host that is plainly not public: a private or loopback IP address, or localhost. */
export function namesLocalHost(url: URL): boolean {
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(literal) !== 0 ? isNonPublicAddress(literal) : /^localhost$|\.localhost$/i.test(literal);
}

export class OutboundRefused extends Error {}

/**
 * Refuses a URL whose host resolves to an address that is not public: for the addresses a registration names that
 * the server reaches later (the platform's key set and token endpoint), checked when they are registered.
 */
export async function checkPublicHost(what: string, target: string, options: OutboundOptions = {}): Promise<void> {
  if (options.allowPrivateAddresses) return;
  const url = new URL(target);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = isIP(host) !== 0 ? [{ address: host, family: isIP(host) }] : await dnsPromises.lookup(host, { all: true });
  } catch {
    throw new LtiError('registration_failed', `${what}: ${url.host} could not be found.`, 'Check the platform\'s public address, then start the registration again.', 502);
  }
  if (addresses.length === 0 || addresses.some((entry) => isNonPublicAddress(entry.address))) {
    throw new LtiError('registration_failed', `${what}: ${url.host} is a private or local address.`, CHECK_ADDRESS, 400);
  }
}

function guardedLookup(): LookupFunction {
  return ((hostname: string, options: LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      if (list.length === 0 || list.some((entry) => isNonPublicAddress(entry.address))) {
        return callback(new OutboundRefused(`${hostname} is a private or local address`), '');
      }
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  }) as LookupFunction;
}

export interface OutboundAnswer {
  status: number;
  /** The standard text of the status (never the text the remote server sent). */
  statusText: string;
  body: string;
}

/**
 * One request to a platform, as described above. `what` starts each refusal's sentence ("The platform's
 * configuration could not be read").
 */
export async function platformRequest(
  what: string,
  target: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  options: OutboundOptions = {},
): Promise<OutboundAnswer> {
  const url = URL.canParse(target) ? new URL(target) : undefined;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password) {
    throw new LtiError('registration_failed', `${what}: the address is not an http or https URL.`, 'Start the registration again from the platform.', 400);
  }
  // An address written as such is refused here; a name is checked on the addresses it resolves to, when connecting.
  if (!options.allowPrivateAddresses && isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0 && namesLocalHost(url)) {
    throw new LtiError('registration_failed', `${what}: ${url.host} is a private or local address.`, CHECK_ADDRESS, 400);
  }
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 256 * 1024;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  try {
    return await new Promise<OutboundAnswer>((resolve, reject) => {
      const outgoing = send(
        url,
        {
          method: init.method ?? 'GET',
          headers: { accept: 'application/json', ...(init.body ? { 'content-length': Buffer.byteLength(init.body) } : {}), ...init.headers },
          signal: AbortSignal.timeout(timeoutMs),
          // A connection of its own, made through the address check (never one pooled for another request).
          agent: false,
          ...(options.allowPrivateAddresses ? {} : { lookup: guardedLookup() }),
        },
        (response: IncomingMessage) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              response.destroy(new Error(`the answer is larger than ${maxBytes} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          response.on('error', reject);
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            resolve({ status, statusText: STATUS_CODES[status] ?? '', body: Buffer.concat(chunks).toString('utf8') });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(init.body);
    });
  } catch (error) {
    if (error instanceof OutboundRefused) throw new LtiError('registration_failed', `${what}: ${url.host} is a private or local address.`, CHECK_ADDRESS, 400);
    const timedOut = (error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError';
    const reason = timedOut ? `no answer within ${Math.round(timeoutMs / 1000)} s` : (error as Error).message;
    throw new LtiError('registration_failed', `${what}: ${reason}.`, 'Start the registration again from the platform; check that the Assess server can reach the platform at its public address.', 502);
  }
}

/** The JSON object of a successful answer; a redirect, an error status or anything not JSON is refused, unquoted. */
export function jsonOf(what: string, answer: OutboundAnswer, check: string): Record<string, unknown> {
  if (answer.status >= 300 && answer.status < 400) {
    throw new LtiError('registration_failed', `${what}: the platform answered with a redirect (${answer.status}), which Assess does not follow.`, check, 502);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new LtiError('registration_failed', `${what}: ${answer.status} ${answer.statusText}`.trim() + '.', check, 502);
  }
  try {
    const value = JSON.parse(answer.body) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // The reason is said below, without the body.
  }
  throw new LtiError('registration_failed', `${what}: the answer is not a JSON object.`, check, 502);
}
