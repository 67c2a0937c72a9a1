import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPublicHost, isNonPublicAddress } from './outbound.js';
import { registerWithPlatform, toolUrls } from './registration.js';

// A platform whose configuration names an issuer on another domain than the one serving it.
describe('registerWithPlatform', () => {
  let url = '';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ issuer: 'https://lms.elsewhere.test', authorization_endpoint: 'https://lms.elsewhere.test/auth', token_endpoint: 'https://lms.elsewhere.test/token', jwks_uri: 'https://lms.elsewhere.test/jwks', registration_endpoint: `${url}/register` }));
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a configuration that names an issuer of another domain, before registering anything', async () => {
    await expect(registerWithPlatform(`${url}/.well-known/openid-configuration`, 'token', toolUrls('https://assess.example.org'), { allowPrivateAddresses: true })).rejects.toMatchObject({
      code: 'registration_failed',
      problem: "The platform's configuration names the issuer https://lms.elsewhere.test, which is not where it came from.",
    });
  });

  it('refuses to reach the platform at a loopback address unless the operator allows it', async () => {
    await expect(registerWithPlatform(`${url}/.well-known/openid-configuration`, 'token', toolUrls('https://assess.example.org'))).rejects.toMatchObject({
      code: 'registration_failed',
      problem: `The platform's configuration could not be read: ${new URL(url).host} is a private or local address.`,
    });
  });

  it('refuses a registration link without a configuration URL', async () => {
    await expect(registerWithPlatform('', undefined, toolUrls('https://assess.example.org'))).rejects.toMatchObject({ code: 'missing_parameter' });
  });
});

describe('isNonPublicAddress', () => {
  it('tells the addresses a public platform cannot have', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.0.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1', 'not an address']) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });
});

describe('checkPublicHost', () => {
  it("refuses a key set or token URL whose name resolves to a private address, unless the operator allows it", async () => {
    await expect(checkPublicHost("The platform's key set URL", 'http://localhost:9/jwks')).rejects.toMatchObject({
      code: 'registration_failed',
      problem: "The platform's key set URL: localhost:9 is a private or local address.",
    });
    await expect(checkPublicHost("The platform's key set URL", 'http://[fd00::1]/jwks')).rejects.toMatchObject({ code: 'registration_failed' });
    await expect(checkPublicHost("The platform's key set URL", 'http://localhost:9/jwks', { allowPrivateAddresses: true })).resolves.toBeUndefined();
  });
});
