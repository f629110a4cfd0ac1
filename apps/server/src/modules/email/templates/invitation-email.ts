import type { Brand } from '@portal/contracts/brands';
import { buildPublicLink } from '../public-url';
import { formatEmailDate, renderEmail } from './email-layout';
import type { RenderedEmail } from './email-layout';

export interface InvitationEmailInput {
  brand: Brand;
  publicUrl: string;
  /** The raw token; the link is built here, from the public address, so it cannot point anywhere else. */
  token: string;
  expiresAt: Date;
  recipientName?: string | null;
  companyName?: string | null;
  /** Who invited them, when a person did. */
  inviterName?: string | null;
}

export function renderInvitationEmail(input: InvitationEmailInput): RenderedEmail {
  const { brand } = input;
  const link = buildPublicLink(input.publicUrl, '/confirm-invitation', { token: input.token });
  const programme = input.companyName
    ? `${input.companyName}'s health and wellness programme on ${brand.title}`
    : brand.title;
  const inviter = input.inviterName?.trim();
  return renderEmail({
    kind: 'invitation',
    brand,
    publicUrl: input.publicUrl,
    subject: `You're invited to join ${brand.title}`,
    preview: `Set a password to join ${programme}.`,
    heading: `Join ${brand.title}`,
    recipientName: input.recipientName,
    paragraphs: [
      inviter ? `${inviter} has invited you to join ${programme}.` : `You've been invited to join ${programme}.`,
      'To accept, choose a password for your account.',
    ],
    action: { label: 'Accept the invitation', url: link },
    notes: [
      `This invitation expires on ${formatEmailDate(input.expiresAt)}. If it has expired, open the link anyway and ask for a new one.`,
      "If you weren't expecting this invitation, you can ignore this email.",
    ],
  });
}
