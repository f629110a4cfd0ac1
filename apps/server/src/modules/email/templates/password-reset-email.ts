import { PASSWORD_RESET_TTL_MINUTES } from '@portal/contracts/account-lifecycle';
import type { Brand } from '@portal/contracts/brands';
import { buildPublicLink } from '../public-url';
import { renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface PasswordResetEmailInput {
  brand: Brand;
  publicUrl: string;
  /** The raw token; the link is built here, from the public address, so it cannot point anywhere else. */
  token: string;
  recipientName?: string | null;
}

const VALIDITY = PASSWORD_RESET_TTL_MINUTES === 60 ? '1 hour' : `${PASSWORD_RESET_TTL_MINUTES} minutes`;

export function renderPasswordResetEmail(input: PasswordResetEmailInput): RenderedEmail {
  const { brand } = input;
  return renderEmail({
    kind: 'password-reset',
    brand,
    publicUrl: input.publicUrl,
    subject: `Reset your ${brand.title} password`,
    preview: `Choose a new password. The link works for ${VALIDITY}.`,
    heading: 'Reset your password',
    recipientName: input.recipientName,
    paragraphs: [
      `Someone asked to reset the password of your ${brand.title} account. To choose a new one, use this link.`,
    ],
    action: {
      label: 'Choose a new password',
      url: buildPublicLink(input.publicUrl, '/reset-password', { token: input.token }),
    },
    notes: [
      `The link works for ${VALIDITY} and only once.`,
      "If you didn't ask for this, ignore this email: your password stays as it is.",
    ],
  });
}
