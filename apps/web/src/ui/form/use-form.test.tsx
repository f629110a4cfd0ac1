import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { httpStatusError } from '@/api/create-client';
import { render, screen, waitFor } from '@/test/render';
import { FormAlert } from '@/ui/form-alert';
import { FormField } from '@/ui/form-field';
import { ConflictNotice } from './conflict-notice';
import { useForm } from './use-form';
import type { UseFormOptions } from './use-form';

const ZRequest = z.object({
  title: z.string().check(z.minLength(1, 'Enter a title.')),
  summary: z.string().check(z.minLength(1, 'Enter a summary.')),
});
type Request = z.infer<typeof ZRequest>;
type Options = UseFormOptions<Request, Request, { version: number }>;

function failure(status: number, data: unknown = {}) {
  return httpStatusError({ status, statusText: '', data, headers: {} });
}

function Editor(props: Partial<Options> & Pick<Options, 'onSubmit'>) {
  const form = useForm<Request, Request, { version: number }>({
    initialValues: { title: '', summary: '' },
    schema: ZRequest,
    fields: ['title', 'summary'],
    failures: { detectsConflicts: true },
    guardUnsavedChanges: true,
    ...props,
  });
  return (
    <>
      {form.hasConflict ? (
        <ConflictNotice
          message="Someone else saved this first."
          onLoadTheirVersion={() => form.reset({ title: 'Theirs', summary: 'Their words' })}
        />
      ) : null}
      <form {...form.formProps} aria-label="Edit">
        {(['title', 'summary'] as const).map((name) => (
          <FormField key={name} id={name} label={name} error={form.errors[name]}>
            {(control) => (
              <input
                {...control}
                name={name}
                value={form.values[name]}
                onChange={(event) => form.setValue(name, event.target.value)}
              />
            )}
          </FormField>
        ))}
        <FormAlert message={form.formError} />
        <p>{form.isDirty ? 'Unsaved changes' : 'All saved'}</p>
        <button type="submit" value="published" disabled={form.isSubmitting}>
          Publish
        </button>
      </form>
    </>
  );
}

describe('useForm', () => {
  it('validates with the schema, focuses the first field in error and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<Editor onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('summary'), 'Words');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const title = screen.getByLabelText('title');
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('Enter a title.');
    expect(title).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
    // After a first attempt the error goes as soon as the field is right.
    await userEvent.type(title, 'A title');
    await waitFor(() => expect(title).toBeValid());
  });

  it('sends the parsed request once with the pressed button as intent, then counts the values as saved', async () => {
    let finish: (value: { version: number }) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<{ version: number }>((resolve) => (finish = resolve)));
    const onSuccess = vi.fn();
    render(<Editor onSubmit={onSubmit} onSuccess={onSuccess} />);
    await userEvent.type(screen.getByLabelText('title'), 'Title');
    await userEvent.type(screen.getByLabelText('summary'), 'Words');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    const publish = screen.getByRole('button', { name: 'Publish' });
    await userEvent.click(publish);
    await waitFor(() => expect(publish).toBeDisabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith(
      { title: 'Title', summary: 'Words' },
      { values: { title: 'Title', summary: 'Words' }, intent: 'published' },
    );
    finish({ version: 2 });
    await waitFor(() => expect(screen.getByText('All saved')).toBeInTheDocument());
    expect(onSuccess).toHaveBeenCalledWith({ version: 2 }, expect.objectContaining({ intent: 'published' }));
    expect(publish).toBeEnabled();
  });

  it("puts a server's field error beside its field and focuses it, and any other failure in the form's alert", async () => {
    const onSubmit = vi
      .fn<Options['onSubmit']>()
      .mockRejectedValueOnce(failure(400, { statusCode: 400, message: 'That title is taken.', field: 'title' }))
      .mockRejectedValueOnce(failure(403, { statusCode: 403, message: 'Editors only.' }));
    render(<Editor onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('title'), 'Title');
    await userEvent.type(screen.getByLabelText('summary'), 'Words');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const title = screen.getByLabelText('title');
    await waitFor(() => expect(title).toHaveAccessibleDescription('That title is taken.'));
    expect(title).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Editors only.')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('shows a 409 as a conflict, keeps the edits, and starts again from their version on request', async () => {
    const onSubmit = vi.fn<Options['onSubmit']>().mockRejectedValue(failure(409, { statusCode: 409, message: 'x' }));
    render(<Editor onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('title'), 'Mine');
    await userEvent.type(screen.getByLabelText('summary'), 'My words');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Someone else saved this first.')).toBeInTheDocument();
    expect(screen.getByLabelText('title')).toHaveValue('Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Load their version' }));
    expect(screen.getByLabelText('title')).toHaveValue('Theirs');
    expect(screen.getByText('All saved')).toBeInTheDocument();
    expect(screen.queryByText('Someone else saved this first.')).not.toBeInTheDocument();
  });

  it('asks before the page is left with unsaved changes, and not once they are saved', async () => {
    render(<Editor onSubmit={() => Promise.resolve({ version: 1 })} />);
    const leave = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leave()).toBe(true);
    await userEvent.type(screen.getByLabelText('title'), 'Title');
    await waitFor(() => expect(leave()).toBe(false));
    await userEvent.type(screen.getByLabelText('summary'), 'Words');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByText('All saved')).toBeInTheDocument());
    expect(leave()).toBe(true);
  });

  it('loads a schema given as a loader, once asked', async () => {
    const load = vi.fn(() => Promise.resolve(ZRequest));
    const onSubmit = vi.fn(() => Promise.resolve({ version: 1 }));
    render(<Editor schema={load} onSubmit={onSubmit} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByLabelText('title')).toHaveFocus());
    expect(load).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
