import { describe, expect, it } from 'vitest';
import { hasTokenCookie, TOKEN_COOKIE } from '../../../domain/session';

describe('hasTokenCookie (the server renders for visitors only, issue 32)', () => {
  it('finds the token among other cookies, and only a non-empty one', () => {
    expect(TOKEN_COOKIE).toBe('radio_token');
    expect(hasTokenCookie(undefined)).toBe(false);
    expect(hasTokenCookie('')).toBe(false);
    expect(hasTokenCookie(`a=1; ${TOKEN_COOKIE}=abc.def=; b=2`)).toBe(true);
    expect(hasTokenCookie(`${TOKEN_COOKIE}=`)).toBe(false);
    expect(hasTokenCookie(`${TOKEN_COOKIE}=  ; b=2`)).toBe(false);
    expect(hasTokenCookie(`x${TOKEN_COOKIE}=abc`)).toBe(false);
    expect(hasTokenCookie(`${TOKEN_COOKIE}x=abc`)).toBe(false);
    // A cookie without '=' has no value, whatever its name.
    expect(hasTokenCookie(TOKEN_COOKIE)).toBe(false);
    expect(hasTokenCookie(`${TOKEN_COOKIE}x`)).toBe(false);
  });

  it('any value counts, even one made of equals signs (its validity is the API’s to judge)', () => {
    expect(hasTokenCookie(`${TOKEN_COOKIE}==`)).toBe(true);
  });
});
