import { describe, expect, it } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import { escapeHtml, formatEmailDate, renderEmail } from './email-layout';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('formatEmailDate', () => {
  it('spells the date out in UTC', () => {
    expect(formatEmailDate(new Date('2025-03-04T05:06:00Z'))).toBe('4 March 2025 at 05:06 UTC');
  });
});

describe('renderEmail', () => {
  const base = {
    kind: 'invitation' as const,
    brand: getBrand('swift'),
    publicUrl: 'http://swift.localhost:8080',
    subject: 'Subject',
    preview: 'Preview',
    heading: 'Heading',
    paragraphs: ['First.'],
  };

  it('is an accessible, branded HTML document', () => {
    const { html } = renderEmail(base);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Subject</title>');
    for (const table of html.match(/<table[^>]*>/g) ?? []) expect(table).toContain('role="presentation"');
    expect(html).toContain('bgcolor="#0e7490"');
    expect(html).toContain('src="http://swift.localhost:8080/brands/swift/logo.svg"');
    expect(html).toContain('>SwiftCare</span>');
    expect(html).toContain('mailto:support@swift.test');
    expect(html).not.toMatch(/font-size:(?:[0-9]|1[0-2])px/);
  });

  it('greets by name when known', () => {
    expect(renderEmail(base).text).toContain('\n\nHello,\n\n');
    expect(renderEmail({ ...base, recipientName: ' Jane ' }).text).toContain('\n\nHello Jane,\n\n');
  });

  it('never lets a colour other than hex into a style', () => {
    const brand = { ...getBrand('swift'), themeColor: 'red;background:url(https://evil.test)' };
    expect(renderEmail({ ...base, brand }).html).not.toContain('evil.test');
  });

  it('has no link when there is no action', () => {
    const email = renderEmail(base);
    expect(email.link).toBeUndefined();
    expect(email.html).not.toContain("If the button doesn't work");
  });
});
