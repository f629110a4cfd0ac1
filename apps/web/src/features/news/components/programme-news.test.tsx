import { render, screen, within } from '@/test/render';
import { describe, expect, it } from 'vitest';
import type { TNewsItem } from '@portal/contracts/news';
import { activateTestLocale } from '@/test/i18n';
import { ProgrammeNews } from './programme-news';

const ITEMS: TNewsItem[] = [
  {
    id: 'n1',
    title: 'Flu vaccines are available now',
    summary: 'Covered at participating pharmacies.',
    url: 'https://www.cdc.gov/flu/prevent/index.html',
    published_at: '2026-11-20T12:00:00.000Z',
    source: 'Evergreen Wellbeing',
  },
  {
    id: 'n2',
    title: 'Your answers stay private',
    summary: 'Your employer never sees them.',
    published_at: '2026-10-09T12:00:00.000Z',
    source: 'Evergreen Wellbeing',
  },
  {
    id: 'n3',
    title: 'A feed’s unsafe link',
    summary: '',
    url: 'javascript:alert(1)',
    published_at: '2026-09-30T12:00:00.000Z',
    source: 'Health Daily',
  },
  {
    id: 'n4',
    title: 'A fourth, older story',
    summary: 'Not on Home.',
    published_at: '2026-09-01T12:00:00.000Z',
    source: 'Health Daily',
  },
];

describe('ProgrammeNews', () => {
  it('shows the latest three, dated, an outside link opening in a new tab without opener or referrer', () => {
    render(<ProgrammeNews items={ITEMS} />);
    const news = screen.getByRole('region', { name: 'Programme news' });
    const items = within(news).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(news).queryByText('A fourth, older story')).not.toBeInTheDocument();

    const link = within(items[0]!).getByRole('link', { name: 'Flu vaccines are available now (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.cdc.gov/flu/prevent/index.html');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Flu vaccines are available now');
    const date = items[0]!.querySelector('time');
    expect(date).toHaveAttribute('dateTime', '2026-11-20T12:00:00.000Z');
    expect(date).toHaveTextContent('November 20, 2026');
    expect(items[0]).toHaveTextContent('Evergreen Wellbeing');
    expect(items[0]).toHaveTextContent('Covered at participating pharmacies.');

    // Complete in itself: no link. An unsafe address is never a link.
    expect(within(items[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[2]!).getByRole('heading', { level: 3 })).toHaveTextContent('A feed’s unsafe link');
  });

  it('dates in Spanish when Spanish is on screen', () => {
    activateTestLocale('es');
    render(<ProgrammeNews items={ITEMS} />);
    const news = screen.getByRole('region', { name: 'Novedades del programa' });
    expect(within(news).getAllByRole('listitem')[0]!.querySelector('time')).toHaveTextContent(
      '20 de noviembre de 2026',
    );
    expect(
      within(news).getByRole('link', { name: 'Flu vaccines are available now (se abre en una pestaña nueva)' }),
    ).toBeInTheDocument();
  });

  it('shows nothing at all for an empty feed', () => {
    const { container } = render(<ProgrammeNews items={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
