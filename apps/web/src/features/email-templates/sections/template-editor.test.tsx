import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { type EditorValues, TemplateEditor } from './template-editor.tsx';

setUpComponentTests();

const initial: EditorValues = { name: '', subject: 'Hello', body: '<p>Hi , welcome</p>' };

function setup(save = vi.fn(async (v: EditorValues) => v)) {
  const router = createMemoryRouter(
    [
      {
        path: '/c/:id',
        element: (
          <TemplateEditor
            campaignId={1}
            heading="Invite email"
            initial={initial}
            previewType="invite"
            save={save}
          />
        ),
      },
    ],
    { initialEntries: ['/c/1?tab=email-templates&template=invite'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { router, save };
}

const body = () => screen.getByRole('textbox', { name: 'Body (HTML)' }) as HTMLTextAreaElement;
const subject = () => screen.getByRole('textbox', { name: /Subject/ }) as HTMLInputElement;

describe('TemplateEditor', () => {
  it('inserts a variable chip at the body cursor and leaves the caret after it', () => {
    setup();
    const el = body();
    fireEvent.focus(el);
    el.setSelectionRange(6, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Insert variable Influencer first name' }));
    expect(el.value).toBe('<p>Hi {{influencer.firstName}}, welcome</p>');
    expect(el.selectionStart).toBe(6 + '{{influencer.firstName}}'.length);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('inserts into the subject when the subject was the last field focused', () => {
    setup();
    const input = subject();
    fireEvent.focus(input);
    input.setSelectionRange(5, 5);
    fireEvent.click(screen.getByRole('button', { name: 'Insert variable Media name' }));
    expect(input.value).toBe('Hello{{influencer.mediaName}}');
    expect(body().value).toBe(initial.body);
  });

  it('flags an unknown variable in place before saving', () => {
    setup();
    fireEvent.change(subject(), { target: { value: 'Hi {{influencer.nick}}' } });
    expect(screen.getByText('Unknown variables {{influencer.nick}}')).toBeTruthy();
  });

  it('shows the server field error in place and stays dirty', async () => {
    const save = vi.fn(async () => {
      const { BadRequestError } = await import('../../../api/errors.ts');
      throw new BadRequestError(400, 'VALIDATION', 'Unknown variable {{x}}', {
        body: 'Unknown variable {{x}}',
      });
    });
    setup(save);
    fireEvent.change(body(), { target: { value: '<p>changed</p>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(save).toHaveBeenCalledWith({ name: '', subject: 'Hello', body: '<p>changed</p>' });
    expect(screen.getByText('Unknown variable {{x}}')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('warns before leaving with unsaved changes and goes on after Discard', async () => {
    const { router } = setup();
    fireEvent.change(body(), { target: { value: '<p>changed</p>' } });
    await act(async () => {
      void router.navigate('/c/1?tab=email-templates&template=reminder');
    });
    expect(screen.getByRole('dialog', { name: 'Discard unsaved changes?' })).toBeTruthy();
    expect(router.state.location.search).toContain('template=invite');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Discard changes' })));
    expect(router.state.location.search).toContain('template=reminder');
  });

  it('after a save the same navigation needs no warning', async () => {
    const { router, save } = setup();
    fireEvent.change(body(), { target: { value: '<p>changed</p>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => {
      void router.navigate('/c/1?tab=statistics');
    });
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
    expect(router.state.location.search).toBe('?tab=statistics');
  });
});
