import { describe, expect, it } from 'vitest';
import { ZUpdateProgrammePageRequest, isDialablePhone, isSafeProgrammeUrl, toTelHref } from './partner-programmes';

describe('programme page contacts', () => {
  it.each(['1-800-555-0142', '+1 (800) 555-0142', '+44 20 7946 0958', '555.0142.12'])('dials %s', (phone) => {
    expect(isDialablePhone(phone)).toBe(true);
  });

  it.each(['', '12345', 'call us', '+1 800 CALL NOW', '1'.repeat(16), '+1-800-555-0142 ext. 2'])(
    'refuses %j as a phone number',
    (phone) => {
      expect(isDialablePhone(phone)).toBe(false);
    },
  );

  it('makes a tel: address of the digits and a leading plus only', () => {
    expect(toTelHref('1-800-555-0142')).toBe('tel:18005550142');
    expect(toTelHref(' +1 (800) 555-0142')).toBe('tel:+18005550142');
  });

  it.each([
    ['https://corpcare.example.com/evergreen', true],
    ['https://ourrelationship.example.com/start?programme=swift', true],
    ['http://localhost:5173/partner', true],
    ['http://corpcare.example.com', false],
    ['http://localhost.example.com', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['https://user:secret@example.com', false],
    ['https://example.com/a b', false],
    ['example.com', false],
  ])('%s is a safe link: %s', (url, safe) => {
    expect(isSafeProgrammeUrl(url)).toBe(safe);
  });

  it('trims the words of a page and keeps the contact of its kind', () => {
    const parsed = ZUpdateProgrammePageRequest.parse({
      locale: 'es',
      name: '  UCM  ',
      summary: 'Gestión de cuidados.',
      offers: [' Una enfermera '],
      eligibility: { text: 'Afiliados.', includes_dependents: true },
      contact: { kind: 'sign-on', partner: 'ally-health' },
      hours: 'De lunes a viernes.',
      call_to_action: 'Continuar a Ally Health',
    });
    expect(parsed).toMatchObject({ name: 'UCM', offers: ['Una enfermera'], contact: { partner: 'ally-health' } });
    expect(parsed.phone).toBeUndefined();
  });
});
