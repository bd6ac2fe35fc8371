import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BadRequestError } from '../../api/errors.ts';
import { setUpComponentTests } from '../../testing/component-tests.ts';
import { FormDialog } from './form-dialog.tsx';
import { FormTextField } from './form-text-field.tsx';

setUpComponentTests();

const schema = z.object({ name: z.string().min(1, 'Required') });

function NameDialog(props: {
  onSubmit: (v: { name: string }) => Promise<string | null> | null;
  onClose: () => void;
}) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { name: '' } });
  return (
    <FormDialog
      form={form}
      title="New list"
      submitLabel="Create list"
      onSubmit={props.onSubmit}
      onClose={props.onClose}
    >
      <FormTextField control={form.control} name="name" label="Name" />
    </FormDialog>
  );
}

const show = (ui: ReactNode) => render(<SnackbarProvider>{ui}</SnackbarProvider>);
const nameBox = () => screen.getByRole('textbox', { name: 'Name' });
const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create list' })));

describe('FormDialog', () => {
  it('is named by its title and submits the valid values', async () => {
    const onSubmit = vi.fn(async () => 'List "Launch" created');
    const onClose = vi.fn();
    show(<NameDialog onSubmit={onSubmit} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'New list' })).toBeTruthy();
    await submit();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(nameBox(), { target: { value: 'Launch' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Launch' });
    expect(await screen.findByText('List "Launch" created')).toBeTruthy();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field message on its field and anything else above the buttons", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        new BadRequestError(400, 'VALIDATION', 'Name taken', { name: 'Name taken' }),
      )
      .mockRejectedValueOnce(new BadRequestError(404, 'NOT_FOUND', 'List not found'));
    show(<NameDialog onSubmit={onSubmit} onClose={() => {}} />);
    fireEvent.change(nameBox(), { target: { value: 'Launch' } });
    await submit();
    expect(nameBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name taken')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('List not found');
  });

  it('asks before Escape discards a changed form; Cancel closes at once', async () => {
    const onClose = vi.fn();
    show(<NameDialog onSubmit={() => null} onClose={onClose} />);
    const dialog = () => screen.getByRole('dialog', { name: 'New list' });
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(nameBox(), { target: { value: 'Launch' } });
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    const ask = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await act(async () =>
      fireEvent.click(within(ask).getByRole('button', { name: 'Discard changes' })),
    );
    expect(onClose).toHaveBeenCalledTimes(2);

    cleanup();
    show(<NameDialog onSubmit={() => null} onClose={onClose} />);
    fireEvent.change(nameBox(), { target: { value: 'Launch' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
  });
});
