import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpStatusError } from '@/api/create-client';
import { renderRoutes, screen, waitFor, within } from '@/test/render';
import { FormField } from '@/ui/form-field';
import { useForm } from '@/ui/form/use-form';
import { getToasts, resetToasts } from '@/ui/use-toast';
import { useVersionedRecord } from '../hooks/use-versioned-record';
import type { VersionedRecord } from '../hooks/use-versioned-record';
import { EditorFrame, EditorLoadGate } from './editor-frame';

// The frame and the versioned record around the smallest editor: one title, saved with a version.

const ZNoteRequest = z.object({ title: z.string().check(z.minLength(1, 'Give the note a title.')) });

type Note = VersionedRecord;

function failure(status: number, message = 'x') {
  return httpStatusError({ status, statusText: '', data: { statusCode: status, message }, headers: {} });
}

function noteStore(initial: Note) {
  let current = initial;
  const writes: { title: string; status: string; version: number }[] = [];
  return {
    writes,
    read: vi.fn(() => Promise.resolve(current)),
    write: async (request: { title: string; status: Note['status']; version: number }) => {
      writes.push(request);
      if (request.version !== current.version) throw failure(409, 'Someone else saved this note first.');
      current = { ...current, ...request, version: current.version + 1 };
      return current;
    },
    changeOnServer: (title: string) => {
      current = { ...current, title, version: current.version + 1, updated_at: '2026-03-04T09:30:00.000Z' };
    },
  };
}
type NoteStore = ReturnType<typeof noteStore>;

function NoteForm({ query, store }: { query: UseQueryResult<Note>; store: NoteStore }) {
  const record = useVersionedRecord(query);
  const saved = record.saved!;
  const form = useForm({
    initialValues: { title: saved.title },
    schema: ZNoteRequest,
    fields: ['title'],
    onSubmit: (request, { intent }) =>
      record.save(() =>
        store.write({ ...request, status: intent === 'draft' ? 'draft' : 'published', version: saved.version }),
      ),
    onSuccess: (result) => record.setSaved(result),
    failures: { detectsConflicts: true },
    guardUnsavedChanges: true,
  });
  return (
    <EditorFrame
      form={form}
      title="Edit note"
      intro={saved.title}
      back={{ to: '/notes', label: 'Back to notes' }}
      cancelTo="/notes"
      savedStatus={saved.status}
      conflictMessage="Someone else saved this note first."
      theirVersion={record.theirVersion}
      onLoadTheirVersion={async () => {
        const theirs = await record.fetchLatest();
        record.setSaved(theirs);
        form.reset({ title: theirs.title });
      }}
    >
      <FormField id="note-title" label="Title" error={form.errors.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            value={form.values.title}
            onChange={(event) => form.setValue('title', event.target.value)}
          />
        )}
      </FormField>
    </EditorFrame>
  );
}

function NoteEditor({ store }: { store: NoteStore }) {
  const query = useQuery({ queryKey: ['notes', 'n1'], queryFn: store.read });
  return (
    <EditorLoadGate
      title="Edit note"
      notFoundTitle="We couldn't find that note"
      back={{ to: '/notes', label: 'Back to notes' }}
      loads={[query]}
    >
      {() => <NoteForm query={query} store={store} />}
    </EditorLoadGate>
  );
}

function renderNoteEditor(store: NoteStore) {
  return renderRoutes(
    [
      { path: '/notes/n1', element: <NoteEditor store={store} /> },
      { path: '/notes', element: <h1>Notes</h1> },
    ],
    { path: '/notes/n1' },
  );
}

const NOTE: Note = {
  id: 'n1',
  title: 'Our title',
  status: 'published',
  version: 1,
  updated_at: '2026-03-02T10:00:00.000Z',
};

beforeEach(() => {
  resetToasts();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('EditorFrame', () => {
  it('on a 409 names their version, keeps the edits, asks before loading theirs and then saves on top of it', async () => {
    const store = noteStore(NOTE);
    const user = userEvent.setup();
    renderNoteEditor(store);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(screen.getByText('Published')).toBeInTheDocument();
    store.changeOnServer('Their title');

    // Enter does what the first button does: a published note stays published.
    await user.type(title, ' and mine{enter}');
    const notice = (await screen.findByText('Someone else saved this note first.')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(store.writes).toEqual([{ title: 'Our title and mine', status: 'published', version: 1 }]);
    await waitFor(() => expect(notice).toHaveTextContent(/Their version: “Their title”, saved .+2026/));
    expect(title).toHaveValue('Our title and mine');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    expect(confirm).toHaveBeenCalledWith('Discard your changes and load the version they saved?');
    expect(title).toHaveValue('Our title and mine');
    await user.click(within(notice).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(title).toHaveValue('Their title'));
    expect(screen.queryByText('Someone else saved this note first.')).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(store.writes).toHaveLength(2));
    expect(store.writes[1]).toEqual({ title: 'Their title!', status: 'draft', version: 2 });
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
  });

  it('loads their version without asking when nothing is unsaved, and says so when it cannot be read', async () => {
    const store = noteStore(NOTE);
    const user = userEvent.setup();
    renderNoteEditor(store);
    const title = await screen.findByRole('textbox', { name: 'Title' });
    store.changeOnServer('Their title');
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const loadTheirs = await screen.findByRole('button', { name: 'Load their version' });
    await user.type(title, '{backspace}');

    store.read.mockRejectedValueOnce(failure(503, 'The service is busy.'));
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(loadTheirs);
    await waitFor(() => expect(getToasts()[0]?.title).toBe("We couldn't load their version. Try again."));
    expect(confirm).not.toHaveBeenCalled();
    // The form stays as it was: a failed read never takes it off the screen.
    expect(title).toHaveValue('Our title');

    await user.click(loadTheirs);
    await waitFor(() => expect(title).toHaveValue('Their title'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('says when the record is not there, and offers another try when it could not be read', async () => {
    const missing = noteStore(NOTE);
    missing.read.mockRejectedValue(failure(404));
    const first = renderNoteEditor(missing);
    expect(await screen.findByRole('heading', { level: 1, name: "We couldn't find that note" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to notes/ })).toHaveAttribute('href', '/notes');
    first.unmount();

    const busy = noteStore(NOTE);
    busy.read.mockRejectedValueOnce(failure(503, 'The service is busy.'));
    const user = userEvent.setup();
    renderNoteEditor(busy);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(retry.closest('[role="alert"]')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit note' })).toBeInTheDocument();
    await user.click(retry);
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Our title');
  });
});
