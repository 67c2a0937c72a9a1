import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    await expect(registerWithPlatform(`${url}/.well-known/openid-configuration`, 'token', toolUrls('https://assess.example.org'))).rejects.toMatchObject({
      code: 'registration_failed',
      problem: "The platform's configuration names the issuer https://lms.elsewhere.test, which is not where it came from.",
    });
  });

  it('refuses a registration link without a configuration URL', async () => {
    await expect(registerWithPlatform('', undefined, toolUrls('https://assess.example.org'))).rejects.toMatchObject({ code: 'missing_parameter' });
  });
});
