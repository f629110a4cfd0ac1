import type { Brand } from '@portal/contracts/brands';
import type { TAppLocale } from '@portal/contracts/locales';
import { buildPublicLink } from '../public-url';
import { formatEmailDate, renderEmail } from './email-layout';
import type { EmailContent, RenderedEmail } from './email-layout';

export interface InvitationEmailInput {
  brand: Brand;
  publicUrl: string;
  /** The invited member's language (getEmailLocale); English when not given. */
  locale?: TAppLocale;
  /** The raw token; the link is built here, from the public address, so it cannot point anywhere else. */
  token: string;
  expiresAt: Date;
  recipientName?: string | null;
  companyName?: string | null;
  /** Who invited them, when a person did. */
  inviterName?: string | null;
}

type InvitationText = Pick<EmailContent, 'subject' | 'preview' | 'heading' | 'paragraphs' | 'notes'> & {
  actionLabel: string;
};

interface InvitationFacts {
  title: string;
  companyName: string | undefined;
  inviter: string | undefined;
  expires: string;
}

const TEXT: Record<TAppLocale, (facts: InvitationFacts) => InvitationText> = {
  en: ({ title, companyName, inviter, expires }) => {
    const programme = companyName ? `${companyName}'s health and wellness programme on ${title}` : title;
    return {
      subject: `You're invited to join ${title}`,
      preview: `Set a password to join ${programme}.`,
      heading: `Join ${title}`,
      paragraphs: [
        inviter ? `${inviter} has invited you to join ${programme}.` : `You've been invited to join ${programme}.`,
        'To accept, choose a password for your account.',
      ],
      actionLabel: 'Accept the invitation',
      notes: [
        `This invitation expires on ${expires}. If it has expired, open the link anyway and ask for a new one.`,
        "If you weren't expecting this invitation, you can ignore this email.",
      ],
    };
  },
  es: ({ title, companyName, inviter, expires }) => {
    // "a" + "el programa" is "al programa".
    const toProgramme = companyName ? `al programa de salud y bienestar de ${companyName} en ${title}` : `a ${title}`;
    return {
      subject: `Le invitamos a unirse a ${title}`,
      preview: `Elija una contraseña para unirse ${toProgramme}.`,
      heading: `Únase a ${title}`,
      paragraphs: [
        inviter ? `${inviter} le invitó a unirse ${toProgramme}.` : `Le invitamos a unirse ${toProgramme}.`,
        'Para aceptar, elija una contraseña para su cuenta.',
      ],
      actionLabel: 'Aceptar la invitación',
      notes: [
        `Esta invitación vence el ${expires}. Si ya venció, abra el enlace de todos modos y pida una nueva.`,
        'Si no esperaba esta invitación, puede ignorar este correo.',
      ],
    };
  },
};

export function renderInvitationEmail(input: InvitationEmailInput): RenderedEmail {
  const { brand, locale = 'en' } = input;
  const link = buildPublicLink(input.publicUrl, '/confirm-invitation', { token: input.token });
  const { actionLabel, ...text } = TEXT[locale]({
    title: brand.title,
    companyName: input.companyName || undefined,
    inviter: input.inviterName?.trim() || undefined,
    expires: formatEmailDate(input.expiresAt, locale),
  });
  return renderEmail({
    kind: 'invitation',
    locale,
    brand,
    publicUrl: input.publicUrl,
    recipientName: input.recipientName,
    ...text,
    action: { label: actionLabel, url: link },
  });
}
