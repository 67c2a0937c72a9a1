import { describe, expect, it } from 'vitest';
import { avatarInitials, greetingName } from './user-names.js';

describe('avatarInitials', () => {
  it('uses the first and last name from the metadata', () => {
    expect(avatarInitials({ email: 'x@y.z', user_metadata: { first_name: 'ada', last_name: 'lovelace' } })).toBe('AL');
    expect(avatarInitials({ user_metadata: { firstName: 'Grace', lastName: 'Hopper' } })).toBe('GH');
    expect(avatarInitials({ user_metadata: { given_name: 'Alan', family_name: 'Turing' } })).toBe('AT');
  });

  it('falls back to the first letter of the e-mail, then U', () => {
    expect(avatarInitials({ email: 'sam@example.com', user_metadata: {} })).toBe('S');
    expect(avatarInitials({ email: '', user_metadata: { first_name: ' ' } })).toBe('U');
    expect(avatarInitials(null)).toBe('U');
  });
});

describe('greetingName', () => {
  it('uses the first name, else the local part of the e-mail, else Student', () => {
    expect(greetingName({ email: 'sam@example.com', user_metadata: { first_name: 'Sam' } })).toBe('Sam');
    expect(greetingName({ email: 'sam.jones@example.com', user_metadata: {} })).toBe('sam.jones');
    expect(greetingName({ email: null })).toBe('Student');
    expect(greetingName(undefined)).toBe('Student');
  });
});
