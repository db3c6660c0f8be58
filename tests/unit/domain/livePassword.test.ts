import { describe, expect, it } from 'vitest';
import { needsPassword, NO_PASSWORD } from '../../../domain/livePassword';

describe('live passwords', () => {
  it("hasPass '1' is no password; a room that does not say has none", () => {
    expect(NO_PASSWORD).toBe('1');
    expect(needsPassword({ hasPass: '1' })).toBe(false);
    expect(needsPassword({})).toBe(false);
    expect(needsPassword({ passVerified: '0' })).toBe(false);
  });
  it('any other hasPass asks for the password until this viewer has entered it', () => {
    expect(needsPassword({ hasPass: '0' })).toBe(true);
    expect(needsPassword({ hasPass: '', passVerified: '0' })).toBe(true);
    expect(needsPassword({ hasPass: '2', passVerified: '1' })).toBe(false);
  });
});
