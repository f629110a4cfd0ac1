import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor } from '@/test/render';
import { Toaster } from '@/ui/toaster';
import { DocumentForm } from './document-form';

function renderForm() {
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <DocumentForm
            kind="thank-you"
            document={{
              title: 'Thank you',
              body_markdown: 'We keep it short.',
              updated_at: '2026-01-01T00:00:00.000Z',
            }}
            heading="Thank-you page"
            saveLabel="Save the thank-you page"
            savedMessage="Thank-you page saved."
            memberPath="/thankyou"
          />
        ),
      },
    ],
    { path: '/', alongside: <Toaster /> },
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('DocumentForm', () => {
  it("brings the text back from the preview when the server refuses it, with the server's words", async () => {
    server.use(
      http.put('*/api/authorization/admin/documents/:kind', () =>
        HttpResponse.json(
          { statusCode: 400, code: 'VALIDATION_ERROR', message: 'The text is too long.', field: 'body_markdown' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.queryByLabelText('Text (Markdown)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the thank-you page' }));
    const text = await screen.findByLabelText('Text (Markdown)');
    expect(text).toHaveAccessibleDescription(/The text is too long/);
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says in the form why a save failed when no field is to blame', async () => {
    server.use(http.put('*/api/authorization/admin/documents/:kind', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save the thank-you page' }));
    expect(await screen.findByText(/We couldn't reach the portal/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save the thank-you page' })).toBeEnabled());
    expect(screen.getByLabelText('Title')).toHaveValue('Thank you!');
  });
});
