import type { Brand } from '@portal/contracts/brands';
import { buildPublicLink } from '../public-url';
import { formatEmailDate, renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface SignInFailuresEmailInput {
  brand: Brand;
  publicUrl: string;
  /** The failed attempt that reached the warning threshold. */
  lastAttemptAt: Date;
  recipientName?: string | null;
}

/**
 * The warning after many failed sign-ins in a row. It links to the
 * forgot-password page, not to a reset token: whoever reads it still has to
 * ask for a reset, which only reaches the member's own inbox.
 */
export function renderSignInFailuresEmail(input: SignInFailuresEmailInput): RenderedEmail {
  const { brand } = input;
  return renderEmail({
    kind: 'sign-in-failures',
    brand,
    publicUrl: input.publicUrl,
    subject: `Several attempts to sign in to your ${brand.title} account failed`,
    preview: "Several sign-in attempts with a wrong password. If this wasn't you, reset your password.",
    heading: 'Several sign-in attempts failed',
    recipientName: input.recipientName,
    paragraphs: [
      `Several attempts to sign in to your ${brand.title} account with a wrong password failed in a row, the latest on ${formatEmailDate(input.lastAttemptAt)}. For now, each further attempt has to wait a little before it is checked.`,
      "If this wasn't you, reset your password: choose one you don't use anywhere else. Resetting also lets you sign in again at once.",
    ],
    action: {
      label: 'Reset your password',
      url: buildPublicLink(input.publicUrl, '/forgot-password'),
    },
    notes: [
      "If it was you and you remember your password now, there's nothing more to do.",
      `If something looks wrong with your account, contact ${brand.supportEmail}.`,
    ],
  });
}
