import { describe, expect, it } from 'vitest';
import { safeRedirect, withParams } from './redirects.js';

const config = {
  siteUrl: 'https://assess.example',
  publicUrl: 'https://api.assess.example',
  redirectAllowList: ['https://lms.example/**', 'http://localhost:5173/*'],
};

describe('safeRedirect', () => {
  it('keeps addresses on the site and the allow list', () => {
    expect(safeRedirect(config, 'https://assess.example/auth/callback')).toBe('https://assess.example/auth/callback');
    expect(safeRedirect(config, 'https://api.assess.example/x')).toBe('https://api.assess.example/x');
    expect(safeRedirect(config, 'https://lms.example/course/1/page')).toBe('https://lms.example/course/1/page');
    expect(safeRedirect(config, 'http://localhost:5173/callback')).toBe('http://localhost:5173/callback');
  });

  it('sends everything else to the site URL', () => {
    expect(safeRedirect(config, 'https://evil.example/')).toBe('https://assess.example');
    expect(safeRedirect(config, 'https://assess.example.evil.example/')).toBe('https://assess.example');
    expect(safeRedirect(config, 'http://localhost:5173/a/b')).toBe('https://assess.example');
    expect(safeRedirect(config, 'javascript:alert(1)')).toBe('https://assess.example');
    expect(safeRedirect(config, '/relative')).toBe('https://assess.example');
    expect(safeRedirect(config, undefined)).toBe('https://assess.example');
  });
});

describe('withParams', () => {
  it('puts codes in the query and tokens in the fragment', () => {
    expect(withParams('https://a.example/cb?x=1', { code: 'c' })).toBe('https://a.example/cb?x=1&code=c');
    expect(withParams('https://a.example/cb', {}, { access_token: 't', type: 'signup' })).toBe(
      'https://a.example/cb#access_token=t&type=signup',
    );
  });
});

describe('safeRedirect against wildcard tricks', () => {
  // Each candidate is a redirect_to an attacker would send, hoping the tokens land on their own host.
  const wildcard = { ...config, redirectAllowList: ['https://*.lms.example/*', 'https://app.example/**'] };

  it('keeps a wildcard inside its host label or path segment', () => {
    expect(safeRedirect(wildcard, 'https://course.lms.example/launch')).toBe('https://course.lms.example/launch');
    expect(safeRedirect(wildcard, 'https://app.example/a/b/c?x=1#y')).toBe('https://app.example/a/b/c?x=1#y');
  });

  it.each([
    ['a ? swallowed by the host wildcard', 'https://evil.example?.lms.example/launch'],
    ['a # swallowed by the host wildcard', 'https://evil.example#.lms.example/launch'],
    ['a backslash swallowed by the host wildcard', 'https://evil.example\\.lms.example/launch'],
    ['credentials before another host', 'https://app.example@evil.example/'],
    ['credentials on an allowed host', 'https://user:pass@app.example/'],
    ['more labels than the wildcard allows', 'https://a.b.lms.example/launch'],
    ['another port', 'https://app.example:8443/'],
    ['another scheme', 'http://app.example/'],
  ])('sends %s to the site URL', (_name, candidate) => {
    expect(safeRedirect(wildcard, candidate)).toBe('https://assess.example');
  });
});
