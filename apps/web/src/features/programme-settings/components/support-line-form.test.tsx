import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getBrand } from '@portal/contracts/brands';
import type { TAdminSupportLineResponse } from '@portal/contracts/programme-settings';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor } from '@/test/render';
import { Toaster } from '@/ui/toaster';
import { SupportLineForm } from './support-line-form';

const brandLine = getBrand('swift').support;
const ownLine: TAdminSupportLineResponse = {
  support_line: { phone: '+1 800 555 0142', hours: { en: 'Every day', es: 'Todos los días' } },
  default_line: brandLine,
  is_default: false,
};

function renderForm(current: TAdminSupportLineResponse = ownLine) {
  renderRoutes([{ path: '/', element: <SupportLineForm current={current} /> }], { path: '/', alongside: <Toaster /> });
}

function refuse(status: number, body: Record<string, unknown>) {
  server.use(
    http.put('*/api/authorization/admin/support-line', () =>
      HttpResponse.json({ statusCode: status, ...body }, { status }),
    ),
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SupportLineForm', () => {
  it("puts the server's error beside the field it names, and focuses it", async () => {
    refuse(400, { code: 'VALIDATION_ERROR', message: 'Keep the hours shorter.', field: 'support_line.hours.es' });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save support contact' }));
    const hours = screen.getByLabelText('Hours in Spanish');
    await waitFor(() => expect(hours).toHaveAccessibleDescription(/Keep the hours shorter/));
    expect(hours).toHaveFocus();
    expect(screen.getByLabelText('Phone number')).toBeValid();
  });

  it('says in the form why a save failed when no field is to blame', async () => {
    refuse(403, { code: 'FORBIDDEN', message: 'Only an admin can change the support line.' });
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Save support contact' }));
    expect(await screen.findByText('Only an admin can change the support line.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeValid();
  });

  it("goes back to the brand's line whatever the fields say", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/authorization/admin/support-line', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ support_line: brandLine, default_line: brandLine, is_default: true });
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.clear(screen.getByLabelText('Phone number'));
    await user.click(screen.getByRole('button', { name: "Use the brand's line" }));
    expect(await screen.findByText("Members now see the brand's support line")).toBeInTheDocument();
    expect(bodies).toEqual([{ support_line: null }]);
    expect(screen.getByLabelText('Phone number')).toHaveValue(brandLine.phone);
  });
});
