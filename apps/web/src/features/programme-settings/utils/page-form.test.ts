import { describe, expect, it } from 'vitest';
import { ZUpdateProgrammePageRequest } from '@portal/contracts/partner-programmes';
import { pageFormValues, pageRequest } from './page-form';

describe('the programme page form', () => {
  it('turns an empty form into a request the contract refuses field by field', () => {
    const values = pageFormValues(null);
    const parsed = ZUpdateProgrammePageRequest.safeParse(pageRequest(values, 'es'));
    expect(parsed.success).toBe(false);
    // The form names its controls by these paths, so each error lands beside its control.
    const fields = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'summary', 'offers', 'eligibility.text', 'contact.phone']));
  });

  it('sends one offer a line and leaves out blank optional fields', () => {
    const request = pageRequest(
      {
        ...pageFormValues(null),
        name: 'CorpCare',
        summary: 'Help.',
        offers: ' Counselling \n\nLegal advice',
        eligibility: 'Everyone.',
        contactKind: 'website',
        contactUrl: 'https://corpcare.example.com',
        hours: 'Always.',
        callToAction: 'Start',
      },
      'en',
    );
    expect(request).toMatchObject({
      offers: ['Counselling', 'Legal advice'],
      contact: { kind: 'website', url: 'https://corpcare.example.com' },
      phone: null,
      website: null,
    });
    expect(ZUpdateProgrammePageRequest.safeParse(request).success).toBe(true);
  });
});
