import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Link } from '@/navigation/link';
import { useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from './hooks';
import type { RouteObject } from './matching';
import { createMemoryRouter, MemoryRouter, RouterProvider } from './routers';
import { Navigate, Outlet, Route, Routes, useRoutes } from './routes';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${useNavigationType()} ${pathname}${search} ${JSON.stringify(state)}`}</p>;
}

function Article() {
  const { id } = useParams<'id'>();
  const navigate = useNavigate();
  return (
    <>
      <h1>Article {id}</h1>
      <button type="button" onClick={() => navigate('edit', { state: { from: id } })}>
        Edit
      </button>
      <button type="button" onClick={() => navigate('..')}>
        Up
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

function Layout() {
  return (
    <main>
      <Where />
      <Outlet />
    </main>
  );
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/articles', element: <h1>Articles</h1> },
      { path: '/articles/:id', element: <Article /> },
      { path: '/articles/:id/edit', element: <h1>Editing</h1> },
      { path: '/old', element: <Navigate to="/articles?from=old" replace /> },
    ],
  },
];

describe('the router', () => {
  it('renders the matched routes inside their layouts, with parameters, and moves relative to the route', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/articles', '/articles/7'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Article 7' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('POP /articles/7 null');

    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Editing' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /articles/7/edit {"from":"7"}');

    await act(() => router.navigate(-1));
    await userEvent.click(screen.getByRole('button', { name: 'Up' }));
    expect(router.state.location.pathname).toBe('/articles');
    await act(() => router.navigate('/old'));
    expect(router.state).toMatchObject({ historyAction: 'REPLACE', location: { search: '?from=old' } });
    expect(screen.getByRole('heading', { name: 'Articles' })).toBeVisible();
  });

  it('keeps the query in the address: read, and written with a replace', async () => {
    function Search() {
      const [params, setParams] = useSearchParams();
      return (
        <button
          type="button"
          onClick={() => setParams((previous) => ({ ...Object.fromEntries(previous), q: 'asthma' }), { replace: true })}
        >
          {params.get('letter') ?? 'none'}
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/library?letter=B']}>
        <Routes>
          <Route path="/library" element={<Search />} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'B' }));
    expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /library?letter=B&q=asthma');
  });

  it('renders routes relative to the route they are in, and nothing where none matches', () => {
    function Console() {
      return useRoutes([
        { index: true, element: <h1>Console</h1> },
        { path: 'members/:id', element: <Member /> },
      ]);
    }
    function Member() {
      return <h1>Member {useParams().id}</h1>;
    }
    const consoleRoutes: RouteObject[] = [{ path: '/admin/*', element: <Console /> }];
    const router = createMemoryRouter(consoleRoutes, { initialEntries: ['/admin'] });
    const { container } = render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Console' })).toBeVisible();
    act(() => void router.navigate('/admin/members/3'));
    expect(screen.getByRole('heading', { name: 'Member 3' })).toBeVisible();
    act(() => void router.navigate('/elsewhere'));
    expect(container).toBeEmptyDOMElement();
  });

  it('links go in place with a plain click, replace when they lead where the member is, and leave a modified click to the browser', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Link to="/b">To B</Link>
        <Link to="/a">Here</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'To B' })).toHaveAttribute('href', '/b');
    await userEvent.click(screen.getByRole('link', { name: 'Here' }));
    expect(screen.getByTestId('where')).toHaveTextContent('REPLACE /a');
    await userEvent.click(screen.getByRole('link', { name: 'To B' }));
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /b');
  });
});
