import { act, render, screen } from '@/test/render';
import { createMemoryRouter, RouterProvider } from '@/navigation/router/routers';
import { Outlet } from '@/navigation/router/routes';
import { describe, expect, it } from 'vitest';
import { useRouteFocus } from './use-route-focus';

function Layout() {
  useRouteFocus();
  return <Outlet />;
}

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          {
            path: '/first',
            element: (
              <h1 tabIndex={-1} data-route-heading="">
                First
              </h1>
            ),
          },
          {
            path: '/heading',
            element: (
              <h1 tabIndex={-1} data-route-heading="">
                A screen
              </h1>
            ),
          },
          {
            path: '/field',
            element: (
              <>
                <h1 tabIndex={-1} data-route-heading="">
                  Two-step sign-in
                </h1>
                <label>
                  Code <input data-route-focus="" />
                </label>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ['/first'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useRouteFocus', () => {
  it('moves focus to the new screen’s heading after a route change, not on the first load', async () => {
    const router = renderRoutes();
    expect(screen.getByRole('heading', { name: 'First' })).not.toHaveFocus();
    await act(() => router.navigate('/heading'));
    expect(screen.getByRole('heading', { name: 'A screen' })).toHaveFocus();
  });

  it('leaves the focus where it is when the screen stays: a section’s fragment, or its own address replaced', async () => {
    const router = renderRoutes();
    await act(() => router.navigate('/heading'));
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await act(() => router.navigate('/heading#details'));
    expect(field).toHaveFocus();
    await act(() => router.navigate('/heading?q=asthma', { replace: true }));
    expect(field).toHaveFocus();
    await act(() => router.navigate('/heading?letter=B'));
    expect(screen.getByRole('heading', { name: 'A screen' })).toHaveFocus();
    field.remove();
  });

  it('moves it to the field a screen marks as its one task instead', async () => {
    const router = renderRoutes();
    await act(() => router.navigate('/field'));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
  });
});
