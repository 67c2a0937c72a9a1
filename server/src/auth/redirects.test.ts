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
