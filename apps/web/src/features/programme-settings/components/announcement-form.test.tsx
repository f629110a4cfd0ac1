import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminAnnouncement } from '@portal/contracts/programme-settings';
import { server } from '@/test/msw-server';
import { renderRoutes, screen, waitFor } from '@/test/render';
import { Toaster } from '@/ui/toaster';
import { AnnouncementForm } from './announcement-form';

const announcement: TAdminAnnouncement = {
  id: '00000000-0000-4000-8000-000000000001',
  locale: 'en',
  title: 'Flu shots on Friday',
  summary: 'Walk in between 9 and 5.',
  url: null,
  published_at: '2026-02-01T09:00:00.000Z',
};

function renderForm(onDone = vi.fn()) {
  renderRoutes([{ path: '/', element: <AnnouncementForm locale="en" announcement={announcement} onDone={onDone} /> }], {
    path: '/',
    alongside: <Toaster />,
  });
  return onDone;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('AnnouncementForm', () => {
  it('replaces the words of an announcement, keeping its language', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/api/authorization/admin/news/:id', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(announcement);
      }),
    );
    const user = userEvent.setup();
    const onDone = renderForm();
    await user.type(screen.getByLabelText('Link to read more (optional)'), ' https://example.com/flu ');
    await user.click(screen.getByRole('button', { name: 'Save the announcement' }));
    expect(await screen.findByText('Announcement saved')).toBeInTheDocument();
    expect(bodies).toEqual([
      { title: announcement.title, summary: announcement.summary, url: 'https://example.com/flu' },
    ]);
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("puts the server's error beside the field it names, and stays open", async () => {
    server.use(
      http.put('*/api/authorization/admin/news/:id', () =>
        HttpResponse.json(
          { statusCode: 400, code: 'VALIDATION_ERROR', message: 'Use a shorter title.', field: 'title' },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    const onDone = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save the announcement' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAccessibleDescription(/Use a shorter title/));
    expect(title).toHaveFocus();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks before Cancel drops changes, and not when there are none', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    const user = userEvent.setup();
    const onDone = renderForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onDone).toHaveBeenCalledOnce();
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('Discard your changes to this announcement?');
    expect(onDone).toHaveBeenCalledOnce();
  });
});
