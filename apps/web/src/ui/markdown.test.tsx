import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSafeHref, Markdown, parseMarkdownBlocks } from './markdown';

describe('parseMarkdownBlocks', () => {
  it('reads headings, paragraphs joined across lines, lists and rules', () => {
    const blocks = parseMarkdownBlocks(
      '# Title\n\nFirst line\nsecond line.\n\n- one\n- two\n  continued\n\n1. a\n2. b\n\n---\n## Next ##',
    );
    expect(blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'First line second line.' },
      { kind: 'list', ordered: false, start: 1, items: ['one', 'two continued'] },
      { kind: 'list', ordered: true, start: 1, items: ['a', 'b'] },
      { kind: 'rule' },
      { kind: 'heading', level: 2, text: 'Next' },
    ]);
  });

  it('starts a new list when the marker kind changes, and keeps an ordered list start', () => {
    expect(parseMarkdownBlocks('- a\n3. b\n4. c')).toEqual([
      { kind: 'list', ordered: false, start: 1, items: ['a'] },
      { kind: 'list', ordered: true, start: 3, items: ['b', 'c'] },
    ]);
  });
});

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

describe('Markdown', () => {
  it('renders structure as elements, shifting headings below the page <h1>', () => {
    render(
      <Markdown
        source={
          'Intro with **bold**, *italic*, `code` and a [link](https://example.com).\n\n## Who we are\n\nText.\n\n### Detail\n\n- **One**: first\n- Two'
        }
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Who we are' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Detail' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText('code').tagName).toBe('CODE');
    const link = screen.getByRole('link', { name: 'link' });
    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('One: first');
  });

  it('renders mailto and relative links, and autolinks', () => {
    render(
      <Markdown
        source={'Write to [us](mailto:help@swift.test), see [the policy](/privacy-policy) or <https://a.test>.'}
      />,
    );
    expect(screen.getByRole('link', { name: 'us' })).toHaveAttribute('href', 'mailto:help@swift.test');
    expect(screen.getByRole('link', { name: 'the policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'https://a.test' })).toHaveAttribute('href', 'https://a.test');
  });

  it('renders a link that only looks local as its text', () => {
    const { container } = render(<Markdown source={'[x](/\\evil.example/phish) and [y](//evil.example)'} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(container.querySelector('[href]')).toBeNull();
    expect(container).toHaveTextContent('x and y');
  });

  it('takes the destination of a link with angle brackets and a title', () => {
    render(<Markdown source={'See [the policy](  </privacy-policy>  "Our policy" ).'} />);
    expect(screen.getByRole('link', { name: 'the policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('neutralises javascript: and data: links, keeping their text', () => {
    const { container } = render(
      <Markdown
        source={'[click me](javascript:alert(1)) and [data](data:text/html;base64,AAAA) and [x](JaVaScRiPt:void(0))'}
      />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('click me')).toBeInTheDocument();
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(container.querySelector('[href]')).toBeNull();
  });

  it('shows raw HTML as text, never as markup', () => {
    const { container } = render(
      <Markdown source={'<script>alert(1)</script>\n\n<img src=x onerror="alert(1)"> and <b>bold</b>'} />,
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> and <b>bold</b>');
  });

  it('keeps escaped markers literal and leaves snake_case words alone', () => {
    render(<Markdown source={'\\*not italic\\* and snake_case_name'} />);
    expect(screen.getByText('*not italic* and snake_case_name')).toBeInTheDocument();
  });

  it('keeps the heading outline when the document starts at #', () => {
    render(<Markdown source={'# Top\n\n## Sub'} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Sub' })).toBeInTheDocument();
  });
});
