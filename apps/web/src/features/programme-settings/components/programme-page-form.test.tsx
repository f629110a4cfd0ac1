import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TProgrammePage } from '@portal/contracts/partner-programmes';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor } from '@/test/render';
import { Toaster } from '@/ui/toaster';
import { ProgrammePageForm } from './programme-page-form';

const corpcare: TProgrammePage = {
  programme: 'corpcare',
  locale: 'en',
  name: 'CorpCare',
  summary: 'Counselling for anything on your mind.',
  offers: ['Six sessions'],
  eligibility: { text: 'Every employee.', includes_dependents: true },
  contact: { kind: 'phone', phone: '+1 800 555 0199' },
  phone: null,
  website: null,
  hours: 'Any hour.',
  call_to_action: 'Call CorpCare',
  updated_at: '2026-01-01T00:00:00.000Z',
};

function renderForm(onDirtyChange?: (isDirty: boolean) => void) {
  renderRoutes(
    [
      {
        path: '/',
        element: <ProgrammePageForm programme="corpcare" locale="en" page={corpcare} onDirtyChange={onDirtyChange} />,
      },
    ],
    { path: '/', alongside: <Toaster /> },
  );
}

function refuse(status: number, body: Record<string, unknown>) {
  server.use(
    http.put('*/api/authorization/programmes/:programme', () =>
      HttpResponse.json({ statusCode: status, ...body }, { status }),
    ),
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ProgrammePageForm', () => {
  it("puts the server's error beside the nested field it names, and focuses it", async () => {
    refuse(400, { code: 'VALIDATION_ERROR', message: 'That number cannot be dialled.', field: 'contact.phone' });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save the page' }));
    const number = screen.getByLabelText('Number to call');
    await waitFor(() => expect(number).toHaveAccessibleDescription(/That number cannot be dialled/));
    expect(number).toHaveFocus();
  });

  it('says in the form why a save failed when no field is to blame', async () => {
    refuse(500, { code: 'INTERNAL', message: 'Boom' });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save the page' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  });

  it('shows an error in one offer beside the offers, and tells the editor about unsaved changes', async () => {
    const onDirtyChange = vi.fn();
    const user = userEvent.setup();
    renderForm(onDirtyChange);
    const offers = screen.getByLabelText('What members get');
    await user.type(offers, '{enter}');
    await user.paste('x'.repeat(161));
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    await user.click(screen.getByRole('button', { name: 'Save the page' }));
    await waitFor(() => expect(offers).toHaveAccessibleDescription(/Use at most 160 characters for each item/));
    expect(offers).toHaveFocus();
  });
});
