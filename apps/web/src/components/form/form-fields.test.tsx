import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setUpComponentTests } from '../../testing/component-tests.ts';
import { FormDialog } from './form-dialog.tsx';
import { formFields } from './form-fields.ts';
import { useForm } from './use-form.ts';

setUpComponentTests();

const schema = z.object({ name: z.string().min(1, 'Required'), size: z.enum(['s', 'm']) });
type Values = z.infer<typeof schema>;

function SizeDialog({ onSubmit }: { onSubmit: (v: Values) => Promise<string> }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', size: 's' },
  });
  const fields = formFields(form);
  return (
    <FormDialog
      form={form}
      title="New size"
      submitLabel="Save"
      onSubmit={onSubmit}
      onClose={() => {}}
    >
      <fields.Text name="name" label="Name" />
      <fields.Select
        name="size"
        label="Size"
        options={[
          { value: 's', label: 'Small' },
          { value: 'm', label: 'Medium' },
        ]}
      />
    </FormDialog>
  );
}

describe('formFields', () => {
  it('binds fields to the form of the FormDialog around them, with no control passed', async () => {
    const onSubmit = vi.fn(async () => 'Saved');
    render(
      <SnackbarProvider>
        <SizeDialog onSubmit={onSubmit} />
      </SnackbarProvider>,
    );
    const submit = () =>
      act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await submit();
    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Box' } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Box', size: 's' });
  });
});
