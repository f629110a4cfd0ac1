import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_REQUIRED_MESSAGE } from '@portal/contracts/profile';
import { PASSWORD_MESSAGES } from '@portal/contracts/password-policy';
import { changePasswordSchema } from './change-password-schema';

const schema = changePasswordSchema('Mismatch');
const NEW = 'a brand new passphrase';

describe('changePasswordSchema', () => {
  it('parses to the contract request, without the repetition', () => {
    expect(
      schema.safeParse({ current_password: 'old-password-123456', new_password: NEW, confirm_password: NEW }),
    ).toEqual({ success: true, data: { current_password: 'old-password-123456', new_password: NEW } });
  });

  it('refuses a repetition that differs, beside the repetition, alongside the contract’s own issues', () => {
    const result = schema.safeParse({ current_password: '', new_password: NEW, confirm_password: `${NEW}X` });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['current_password', CURRENT_PASSWORD_REQUIRED_MESSAGE],
      ['confirm_password', 'Mismatch'],
    ]);
  });

  it('says nothing of the repetition while the new password itself is refused', () => {
    const result = schema.safeParse({ current_password: 'old', new_password: 'short', confirm_password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['new_password', PASSWORD_MESSAGES.minLength],
    ]);
  });
});
