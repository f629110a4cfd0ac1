import { screen, waitFor, within } from '@/test/render';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDependent } from '@portal/contracts/dependents';
import { activateTestLocale } from '@/test/i18n';
import { server } from '@/test/msw-server';
import { renderScreen, stubPointerCapture } from '@/test/render-screen';
import { resetToasts } from '@/ui/use-toast';
import { DependentPage } from './dependents';

const API = '*/api/authorization/dependents';

function makeDependent(overrides: Partial<TDependent> = {}): TDependent {
  return {
    id: 'dep-1',
    first_name: 'Sam',
    last_name: 'Lee',
    relationship: 'child',
    date_of_birth: '2015-06-01',
    email: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A small in-memory server: list, add, edit, soft delete and restore. */
function serveDependents(initial: TDependent[] = []) {
  let items = [...initial];
  const removed = new Map<string, TDependent>();
  const requests: { method: string; body?: unknown }[] = [];
  server.use(
    http.get(API, () => HttpResponse.json({ items, child_max_age: 26 })),
    http.post(API, async ({ request }) => {
      const body = (await request.json()) as Partial<TDependent>;
      requests.push({ method: 'POST', body });
      const created = makeDependent({ ...body, id: `dep-${items.length + 2}` });
      items = [...items, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch(`${API}/:id`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<TDependent>;
      requests.push({ method: 'PATCH', body });
      items = items.map((item) => (item.id === params.id ? { ...item, ...body } : item));
      return HttpResponse.json(items.find((item) => item.id === params.id));
    }),
    http.delete(`${API}/:id`, ({ params }) => {
      requests.push({ method: 'DELETE' });
      const item = items.find((entry) => entry.id === params.id)!;
      removed.set(item.id, item);
      items = items.filter((entry) => entry.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${API}/:id/restore`, ({ params }) => {
      requests.push({ method: 'RESTORE' });
      const item = removed.get(String(params.id))!;
      items = [...items, item];
      return HttpResponse.json(item);
    }),
  );
  return requests;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  stubPointerCapture();
  localStorage.setItem('auth_token', JSON.stringify({ access_token: 'tok-1' }));
});
afterEach(() => resetToasts());

describe('DependentPage', () => {
  it('shows the empty state, then adds a dependent from the dialog', async () => {
    const requests = serveDependents();
    const user = userEvent.setup();
    renderScreen('/dashboard/dependent', DependentPage);
    expect(await screen.findByText('You have not added any dependents yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a dependent' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a dependent' });
    await user.click(within(dialog).getByRole('button', { name: 'Add dependent' }));
    expect(await within(dialog).findByText('Enter their first name.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();

    await user.type(within(dialog).getByLabelText('First name'), 'Robin');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lee');
    await user.selectOptions(within(dialog).getByLabelText('Relationship'), 'Spouse or partner');
    await user.type(within(dialog).getByLabelText('Date of birth'), '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add dependent' }));
    expect(await within(dialog).findByText('A date of birth cannot be in the future.')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Date of birth'));
    await user.type(within(dialog).getByLabelText('Date of birth'), '1988-03-04');
    await user.click(within(dialog).getByRole('button', { name: 'Add dependent' }));
    expect(await screen.findByText('Dependent added')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Robin Lee' })).toBeInTheDocument();
    expect(requests[0]).toEqual({
      method: 'POST',
      body: {
        first_name: 'Robin',
        last_name: 'Lee',
        relationship: 'spouse-or-partner',
        date_of_birth: '1988-03-04',
        email: null,
      },
    });
  });

  it("shows the server's message beside the field it names", async () => {
    serveDependents();
    server.use(
      http.post(API, () =>
        HttpResponse.json(
          { code: 'VALIDATION_ERROR', message: 'A child dependent must be under 26.', field: 'date_of_birth' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderScreen('/dashboard/dependent', DependentPage);
    await user.click(await screen.findByRole('button', { name: 'Add a dependent' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a dependent' });
    await user.type(within(dialog).getByLabelText('First name'), 'Kai');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lee');
    await user.selectOptions(within(dialog).getByLabelText('Relationship'), 'Child');
    await user.type(within(dialog).getByLabelText('Date of birth'), '2010-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Add dependent' }));
    expect(await within(dialog).findByText('A child dependent must be under 26.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits a dependent', async () => {
    const requests = serveDependents([makeDependent()]);
    const user = userEvent.setup();
    renderScreen('/dashboard/dependent', DependentPage);
    await user.click(await screen.findByRole('button', { name: 'Edit Sam Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Sam Lee' });
    expect(within(dialog).getByLabelText('Date of birth')).toHaveValue('2015-06-01');
    await user.clear(within(dialog).getByLabelText('First name'));
    await user.type(within(dialog).getByLabelText('First name'), 'Samuel');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Samuel Lee' })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'PATCH', body: { first_name: 'Samuel' } });
  });

  it('removes after confirmation and brings the dependent back with Undo', async () => {
    const requests = serveDependents([makeDependent()]);
    const user = userEvent.setup();
    renderScreen('/dashboard/dependent', DependentPage);
    await user.click(await screen.findByRole('button', { name: 'Remove Sam Lee' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Sam Lee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Sam Lee' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove Sam Lee?' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Sam Lee removed')).toBeInTheDocument();
    expect(await screen.findByText('You have not added any dependents yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Sam Lee restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Sam Lee' })).toBeInTheDocument());
    expect(requests.map((request) => request.method)).toEqual(['DELETE', 'RESTORE']);
  });

  it('reads in Spanish: the list, the relationship and the form with its own checks', async () => {
    const requests = serveDependents([makeDependent()]);
    activateTestLocale('es');
    const user = userEvent.setup();
    renderScreen('/dashboard/dependent', DependentPage);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dependientes' })).toBeInTheDocument();
    expect(await screen.findByText('Hijo o hija · nació el 1 de junio de 2015')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar a Sam Lee' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar un dependiente' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar un dependiente' });
    const relationship = within(dialog).getByLabelText('Parentesco');
    expect(within(relationship).getByRole('option', { name: 'Cónyuge o pareja' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Fecha de nacimiento')).toHaveAccessibleDescription(
      'Los hijos tienen cobertura hasta que cumplen 26 años.',
    );
    await user.type(within(dialog).getByLabelText('Nombre'), 'Kai');
    await user.type(within(dialog).getByLabelText('Apellido'), 'Lee');
    await user.selectOptions(relationship, 'Hijo o hija');
    await user.type(within(dialog).getByLabelText('Fecha de nacimiento'), '1990-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar dependiente' }));
    expect(
      await within(dialog).findByText('Un hijo o una hija dependiente debe tener menos de 26 años.'),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
