import { describe, expect, it } from 'vitest';
import { validateLogin } from './login.js';

describe('validateLogin', () => {
  it('asks for both fields when either is missing', () => {
    expect(validateLogin({ email: '', password: 'secret' })).toBe('Please enter both email and password');
    expect(validateLogin({ email: 'a@b.co', password: '' })).toBe('Please enter both email and password');
    expect(validateLogin({ email: '   ', password: 'secret' })).toBe('Please enter both email and password');
  });

  it('lets a filled form through', () => {
    expect(validateLogin({ email: 'a@b.co', password: 'secret' })).toBeNull();
  });
});
