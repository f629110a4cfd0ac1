import { render, screen } from '../test/render';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@/navigation/router/hooks';
import { MemoryRouter } from '@/navigation/router/routers';
import { Route, Routes } from '@/navigation/router/routes';
import { Link } from '@/navigation/link';
import { describe, expect, it } from 'vitest';
import { BackButton } from './back-button';
import { useTrackNavigationHistory } from './navigation-history';

function Tracked() {
  useTrackNavigationHistory();
  const { pathname } = useLocation();
  return <p data-testid="path">{pathname}</p>;
}

function Article() {
  return <BackButton fallback="/dashboard/articles" label="All articles" />;
}

describe('BackButton', () => {
  it('goes to its fallback when opened directly, and back through history after a navigation', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dashboard/articles/1']}>
        <Tracked />
        <Routes>
          <Route path="/dashboard/articles" element={<Link to="/dashboard/articles/2">Article 2</Link>} />
          <Route path="/dashboard/articles/:id" element={<Article />} />
        </Routes>
      </MemoryRouter>,
    );
    const path = () => screen.getByTestId('path').textContent;

    await user.click(screen.getByRole('button', { name: 'All articles' }));
    expect(path()).toBe('/dashboard/articles');

    await user.click(screen.getByRole('link', { name: 'Article 2' }));
    expect(path()).toBe('/dashboard/articles/2');
    await user.click(screen.getByRole('button', { name: 'All articles' }));
    expect(path()).toBe('/dashboard/articles');
  });
});
