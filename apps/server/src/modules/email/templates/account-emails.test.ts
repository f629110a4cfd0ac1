import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import type { BrandKey } from '@portal/contracts/brands';
import { getTenantPublicUrl } from '../public-url';
import { getEmailLocale } from './email-layout';
import { renderInvitationEmail } from './invitation-email';
import { renderPasswordChangedEmail } from './password-changed-email';
import { renderPasswordResetEmail } from './password-reset-email';
import { renderSignInFailuresEmail } from './sign-in-failures-email';

const token = 'q5Xl2tZ0t1H5m3oTqk2k4Xz6QmYbq1uOe8Jm9r3Zx0A';
const malicious = '<script>alert("x")</script>';

function context(key: BrandKey) {
  return { brand: getBrand(key), publicUrl: getTenantPublicUrl(key) };
}

/** The link in the plain-text part stands alone on its line. */
function linesOf(text: string) {
  return text.split('\n');
}

describe.each([
  ['swift', 'SwiftCare', 'http://swift.localhost:8080'],
  ['oakmore', 'Oakmore Health', 'http://oakmore.localhost:8080'],
] as const)('for %s', (key, title, publicUrl) => {
  it('renders the invitation', () => {
    const email = renderInvitationEmail({
      ...context(key),
      token,
      expiresAt: new Date('2025-03-11T09:30:00Z'),
      recipientName: 'Jane',
      companyName: 'Acme',
      inviterName: 'Sam Admin',
    });
    const link = `${publicUrl}/confirm-invitation?token=${token}`;
    expect(email.kind).toBe('invitation');
    expect(email.subject).toBe(`You're invited to join ${title}`);
    expect(email.link).toBe(link);
    expect(email.html).toContain(`href="${link}"`);
    expect(linesOf(email.text)).toContain(link);
    for (const part of [email.html, email.text]) {
      expect(part).toContain(title);
      expect(part).toContain('Sam Admin has invited you to join Acme');
      expect(part).toContain('11 March 2025 at 09:30 UTC');
    }
  });

  it('renders the password reset', () => {
    const email = renderPasswordResetEmail({ ...context(key), token });
    const link = `${publicUrl}/reset-password?token=${token}`;
    expect(email.subject).toBe(`Reset your ${title} password`);
    expect(email.link).toBe(link);
    expect(email.html).toContain(`href="${link}"`);
    expect(linesOf(email.text)).toContain(link);
    for (const part of [email.html, email.text]) {
      expect(part).toContain(title);
      expect(part).toContain('1 hour');
      expect(part).toMatch(/If you didn(?:'|&#39;)t ask for this, ignore this email/);
    }
  });

  it('renders the password-changed notice without any link', () => {
    const email = renderPasswordChangedEmail({ ...context(key), changedAt: new Date('2025-03-04T05:06:00Z') });
    expect(email.subject).toBe(`Your ${title} password was changed`);
    expect(email.link).toBeUndefined();
    expect(email.text).not.toContain('token');
    expect(email.html).not.toContain('token');
    expect(email.html).not.toContain(`href="${publicUrl}/`);
    for (const part of [email.html, email.text]) {
      expect(part).toContain(title);
      expect(part).toContain(`support@${key}.test`);
      expect(part).toContain('4 March 2025 at 05:06 UTC');
    }
  });
});

describe('escaping', () => {
  it('escapes names in HTML and keeps them verbatim in text', () => {
    const emails = [
      renderInvitationEmail({
        ...context('swift'),
        token,
        expiresAt: new Date(),
        recipientName: malicious,
        companyName: malicious,
        inviterName: malicious,
      }),
      renderPasswordResetEmail({ ...context('swift'), token, recipientName: malicious }),
      renderPasswordChangedEmail({ ...context('swift'), changedAt: new Date(), recipientName: malicious }),
    ];
    for (const email of emails) {
      expect(email.html).not.toContain('<script');
      expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(email.text).toContain(`Hello ${malicious},`);
    }
  });

  it('escapes the link in attributes and text', () => {
    const email = renderPasswordResetEmail({ ...context('swift'), token: `"><img src=x onerror=alert(1)>` });
    expect(email.html).not.toContain('<img src=x');
    expect(email.link).toBe(
      'http://swift.localhost:8080/reset-password?token=%22%3E%3Cimg+src%3Dx+onerror%3Dalert%281%29%3E',
    );
  });
});

describe('in Spanish', () => {
  const changedAt = new Date('2025-03-11T09:30:00Z');
  const emails = {
    invitation: renderInvitationEmail({ ...context('swift'), locale: 'es', token, expiresAt: changedAt }),
    reset: renderPasswordResetEmail({ ...context('swift'), locale: 'es', token, recipientName: 'Lucía' }),
    changed: renderPasswordChangedEmail({ ...context('swift'), locale: 'es', changedAt, recipientName: 'Lucía' }),
    failures: renderSignInFailuresEmail({ ...context('swift'), locale: 'es', lastAttemptAt: changedAt }),
  };

  it('writes subject, HTML and text in Spanish, dates spelled the Spanish way', () => {
    expect(emails.invitation.subject).toBe('Le invitamos a unirse a SwiftCare');
    expect(emails.invitation.text).toContain('Le invitamos a unirse a SwiftCare.');
    expect(emails.invitation.text).toContain('Esta invitación vence el 11 de marzo de 2025 a las 9:30 UTC.');
    expect(emails.reset.subject).toBe('Restablezca su contraseña de SwiftCare');
    expect(emails.reset.text).toContain('Hola, Lucía:');
    expect(emails.reset.text).toContain('El enlace funciona durante 1 hora y una sola vez.');
    expect(emails.changed.subject).toBe('Se cambió su contraseña de SwiftCare');
    expect(emails.changed.text).toContain('se cambió el 11 de marzo de 2025 a las 9:30 UTC.');
    expect(emails.failures.subject).toBe('Fallaron varios intentos de iniciar sesión en su cuenta de SwiftCare');
    for (const email of Object.values(emails)) {
      expect(email.html).toContain('<html lang="es">');
      expect(email.text).toContain('¿Preguntas? Escriba a support@swift.test.');
      expect(email.text.replace(/https?:\/\/\S+/g, '')).not.toMatch(/Hello|Questions\?|password|invitation/);
    }
  });

  it('keeps the links the English emails carry', () => {
    const english = renderPasswordResetEmail({ ...context('swift'), token });
    expect(emails.reset.link).toBe(english.link);
    expect(emails.invitation.link).toBe(
      renderInvitationEmail({ ...context('swift'), token, expiresAt: changedAt }).link,
    );
  });

  it('writes to an account in its stored language when the portal speaks it, else in English', () => {
    expect(getEmailLocale('es')).toBe('es');
    expect(getEmailLocale('fr')).toBe('en');
    expect(getEmailLocale(null)).toBe('en');
  });
});
