import { describe, expect, it } from 'vitest';
import { getSafeHref } from './safe-href';

describe('getSafeHref', () => {
  it.each([
    ['https://example.com/a?b=c', 'https://example.com/a?b=c'],
    ['http://example.com', 'http://example.com'],
    ['mailto:help@swift.test', 'mailto:help@swift.test'],
    ['MAILTO:help@swift.test', 'MAILTO:help@swift.test'],
    ['/privacy-policy', '/privacy-policy'],
    ['/articles/sleep?tab=1#top', '/articles/sleep?tab=1#top'],
    ['#rights', '#rights'],
  ])('keeps %s', (url, expected) => expect(getSafeHref(url)).toBe(expected));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '',
    // Addresses that look local but open another site: browsers read a backslash as `/` and drop tabs and new lines.
    '/\\evil.example/phish',
    '//evil.example/phish',
    '/\t/evil.example',
    '/\n/evil.example',
    '\\\\evil.example',
    // Relative addresses resolve against wherever the page is: only paths from the site's root are links.
    'login',
    './login',
    '../admin',
    '/',
  ])('refuses %j', (url) => expect(getSafeHref(url)).toBeNull());
});
