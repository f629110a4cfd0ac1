import { render, screen, waitFor, within } from '../test/render';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../test/msw-server';
import { Markdown, renderMarkdown } from './markdown';

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

  it('renders what editors expect: quotes, nested lists, code blocks, tables, task lists and strikethrough', () => {
    const { container } = render(
      <Markdown
        source={[
          '> Sleep is a habit.',
          '',
          '1. Wind down',
          '   - no screens',
          '   - dim lights',
          '2. Sleep',
          '',
          '```',
          'const hours = 8;',
          '```',
          '',
          '| Habit | Minutes |',
          '| :---- | ------: |',
          '| Walk  | 30      |',
          '',
          '- [x] Drink water',
          '- [ ] Stretch',
          '',
          'Not ~~this~~ but that.',
        ].join('\n')}
      />,
    );
    expect(container.querySelector('blockquote')).toHaveTextContent('Sleep is a habit.');
    const outer = container.querySelector('ol')!;
    expect(within(outer).getAllByRole('list')).toHaveLength(1);
    expect(outer.querySelectorAll('li li')).toHaveLength(2);
    expect(container.querySelector('pre code')).toHaveTextContent('const hours = 8;');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Minutes' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Walk' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
    expect(boxes.every((box) => box.hasAttribute('disabled'))).toBe(true);
    expect(container.querySelector('del')).toHaveTextContent('this');
  });

  it('never goes deeper than <h6>, and places the top heading where the page asks', () => {
    render(<Markdown source={'## Top\n\n###### Deep'} topHeadingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Top' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 6, name: 'Deep' })).toBeInTheDocument();
  });

  it('keeps only safe addresses in autolinks and bare web addresses too', () => {
    const { container } = render(<Markdown source={'Visit www.example.com or <javascript:alert(1)>.'} />);
    expect(screen.getByRole('link', { name: 'www.example.com' })).toHaveAttribute('href', 'http://www.example.com');
    expect(container.innerHTML).not.toMatch(/href="javascript:/i);
  });

  it('cleans whatever the renderer emits: only its allow-listed tags and attributes survive', () => {
    const html = renderMarkdown('[a](https://a.test "t") ![x](/api/authorization/media/m1/content)');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toMatch(/\ssrc=|style=|on\w+=/);
  });
});

describe('Markdown images', () => {
  const createObjectURL = URL.createObjectURL;
  const revokeObjectURL = URL.revokeObjectURL;
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/image');
    URL.revokeObjectURL = vi.fn();
    localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  });

  it('shows an image on this site from a blob URL, fetched once with the member token', async () => {
    const authorizations: Array<string | null> = [];
    server.use(
      http.get('*/api/authorization/media/m1/content', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return new HttpResponse(new Uint8Array([1]), { headers: { 'content-type': 'image/png' } });
      }),
    );
    const { rerender, unmount } = render(<Markdown source={'![A calm lake](/api/authorization/media/m1/content)'} />);
    const image = screen.getByRole('img', { name: 'A calm lake' });
    expect(image).not.toHaveAttribute('src');
    await waitFor(() => expect(image).toHaveAttribute('src', 'blob:http://localhost/image'));
    rerender(<Markdown source={'Now:\n\n![A calm lake](/api/authorization/media/m1/content)'} />);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'A calm lake' })).toHaveAttribute('src', 'blob:http://localhost/image'),
    );
    expect(authorizations).toEqual(['Bearer tok-1']);
    unmount();
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/image'));
  });

  it('shows an image from elsewhere as a link, and never a data: or script address', () => {
    const { container } = render(
      <Markdown
        source={
          '![Chart](https://cdn.example/chart.png) ![x](data:image/png;base64,AAAA) ![y](javascript:alert(1)) ![](//evil.example/a.png)'
        }
      />,
    );
    expect(screen.getByRole('link', { name: 'Chart' })).toHaveAttribute('href', 'https://cdn.example/chart.png');
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/data:|javascript:|evil\.example/i);
    expect(container).toHaveTextContent('x y');
  });
});
