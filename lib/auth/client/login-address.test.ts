import { describe, expect, it } from 'vitest';
import { loginAddress, withoutCode } from './login-address';

describe('loginAddress', () => {
  it('sends the current address along, encoded, in the current locale', () => {
    expect(loginAddress('/preview/?p=290&preview=true', '')).toBe(
      '/login/?redirect_uri=%2Fpreview%2F%3Fp%3D290%26preview%3Dtrue',
    );
    expect(loginAddress('/de-DE/preview/?p=1&preview=true', '/de-DE')).toBe(
      '/de-DE/login/?redirect_uri=%2Fde-DE%2Fpreview%2F%3Fp%3D1%26preview%3Dtrue',
    );
  });
});

describe('withoutCode', () => {
  it('removes the code and keeps everything else', () => {
    expect(withoutCode('http://site.test/preview/?p=1&code=abc%2B%3D&preview=true#x')).toBe(
      '/preview/?p=1&preview=true#x',
    );
  });
  it('is null when there is no code to remove', () => {
    expect(withoutCode('http://site.test/preview/?p=1')).toBeNull();
  });
});
