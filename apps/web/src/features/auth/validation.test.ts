import { describe, expect, it } from 'vitest';
import { validateConfirmation, validateNewPassword } from './validation.ts';

describe('password rules', () => {
  it.each([
    ['the same password', 'secret-123', null],
    ['a different password', 'secret-124', 'Passwords'],
    ['nothing', '', 'Passwords'],
  ])('a confirmation of %s', (_, confirmation, expected) => {
    const message = validateConfirmation('newPassword')(confirmation, { newPassword: 'secret-123' });
    if (expected === null) expect(message).toBeNull();
    else expect(message).toMatch(new RegExp(expected));
  });

  it('refuses a new password shorter than the server allows', () => {
    expect(validateNewPassword('short')).toMatch(/at least/i);
    expect(validateNewPassword('long-enough-password')).toBeNull();
  });
});
