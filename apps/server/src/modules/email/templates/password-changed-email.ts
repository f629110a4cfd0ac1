import type { Brand } from '@portal/contracts/brands';
import { formatEmailDate, renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface PasswordChangedEmailInput {
  brand: Brand;
  publicUrl: string;
  changedAt: Date;
  recipientName?: string | null;
}

/** A notice with no token link: if someone else changed the password, a link in this email must not help them. */
export function renderPasswordChangedEmail(input: PasswordChangedEmailInput): RenderedEmail {
  const { brand } = input;
  return renderEmail({
    kind: 'password-changed',
    brand,
    publicUrl: input.publicUrl,
    subject: `Your ${brand.title} password was changed`,
    preview: `Your password was changed on ${formatEmailDate(input.changedAt)}.`,
    heading: 'Your password was changed',
    recipientName: input.recipientName,
    paragraphs: [
      `The password of your ${brand.title} account was changed on ${formatEmailDate(input.changedAt)}.`,
      "If that was you, there's nothing more to do.",
    ],
    notes: [`If it wasn't you, contact ${brand.supportEmail} right away.`],
  });
}
