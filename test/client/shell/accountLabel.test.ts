import { accountLabel } from '../../../src/features/session/accountLabel';

describe('the account link label is the username unless it contains _temp_, else the nickname, else the e-mail prefix, else Profile', () => {
  test('a normal username is shown as it is', () => {
    expect(accountLabel({ username: 'ShadowAce', nickname: 'Shadow', email: 'ace@example.com' })).toBe('ShadowAce');
  });

  test('a temporary username falls back to the nickname', () => {
    expect(accountLabel({ username: 'google_temp_8f3a', nickname: 'Shadow', email: 'ace@example.com' })).toBe('Shadow');
  });

  test('without a nickname the part of the e-mail before the @ is used', () => {
    expect(accountLabel({ username: 'google_temp_8f3a', nickname: null, email: 'ace@example.com' })).toBe('ace');
    expect(accountLabel({ email: 'ace@example.com' })).toBe('ace');
  });

  test('with nothing usable the label is Profile', () => {
    expect(accountLabel({ username: 'x_temp_1' })).toBe('Profile');
    expect(accountLabel({ username: '  ', nickname: '', email: '@example.com' })).toBe('Profile');
    expect(accountLabel({})).toBe('Profile');
  });
});
