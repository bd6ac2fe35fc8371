import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpComponentTests, stubRangeBoxes } from '../../../testing/component-tests.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { type EditorValues, TemplateEditor } from './template-editor.tsx';

setUpComponentTests();
stubRangeBoxes();

// Each test starts from the default view; a test that switches views would otherwise leave
// its choice for the next.
beforeEach(() => localStorage.clear());

const initial: EditorValues = { name: '', subject: 'Hello', body: '<p>Hi , welcome</p>' };

function setup(save = vi.fn(async (v: EditorValues) => v), start: Partial<EditorValues> = {}) {
  // No server here: the live preview's calls fail at once (renderRoute's client does not retry).
  const { router } = renderRoute(
    <TemplateEditor
      campaignId={1}
      heading="Invite email"
      initial={{ ...initial, ...start }}
      previewType="invite"
      save={save}
    />,
    '/c/1?tab=email-templates&template=invite',
    { path: '/c/:id' },
  );
  return { router, save };
}

/** The visual editor once its lazy chunk has loaded, and the TipTap editor behind it. */
async function visualBody(): Promise<{ dom: HTMLElement; editor: Editor }> {
  const dom = await screen.findByRole('textbox', { name: 'Body' }, { timeout: 15_000 });
  return { dom, editor: (dom as HTMLElement & { editor: Editor }).editor };
}
const htmlBody = () => screen.getByRole('textbox', { name: 'Body (HTML)' }) as HTMLTextAreaElement;
const subject = () => screen.getByRole('textbox', { name: /Subject/ }) as HTMLInputElement;

async function chooseVariable(menu: string, variable: string) {
  fireEvent.click(screen.getByRole('button', { name: menu }));
  const item = await screen.findByRole('menuitem', { name: new RegExp(`^${variable}`) });
  await act(async () => fireEvent.click(item));
}

async function showHtml() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'HTML' })));
  return htmlBody();
}

// Generous: the first test loads the editor's chunk, and CI machines are shared.
describe('TemplateEditor', { timeout: 60_000 }, () => {
  it('opens the body in the visual editor with variables as chips', async () => {
    setup(undefined, { body: '<p>Hi {{influencer.firstName}}, welcome</p>' });
    const { dom } = await visualBody();
    const chip = dom.querySelector('[data-variable="influencer.firstName"]');
    expect(chip?.textContent).toBe('Influencer first name');
    expect(dom.textContent).not.toContain('{{');
  });

  it('inserts a variable chip at the cursor from the menu and saves it as {{variable}}', async () => {
    const { save } = setup();
    const { dom, editor } = await visualBody();
    // After "Hi " (position 1 opens the paragraph).
    act(() => {
      editor.commands.setTextSelection(4);
    });
    await chooseVariable('Insert variable in the body', 'Influencer first name');
    expect(dom.querySelector('[data-variable="influencer.firstName"]')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(save).toHaveBeenCalledWith({
      name: '',
      subject: 'Hello',
      body: '<p>Hi {{influencer.firstName}}, welcome</p>',
    });
  });

  it('switches to HTML and back, keeping variables as {{variable}} text in HTML', async () => {
    setup(undefined, { body: '<p>Hi {{influencer.firstName}}</p>' });
    await visualBody();
    const textarea = await showHtml();
    expect(textarea.value).toBe('<p>Hi {{influencer.firstName}}</p>');
    fireEvent.change(textarea, { target: { value: '<p>Hi {{influencer.firstName}} {{key}}</p>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Visual' })));
    const { dom } = await visualBody();
    expect(
      [...dom.querySelectorAll('[data-variable]')].map((c) => c.getAttribute('data-variable')),
    ).toEqual(['influencer.firstName', 'key']);
  });

  it('inserts into the subject at its cursor from the subject’s own menu', async () => {
    setup();
    const input = subject();
    input.setSelectionRange(5, 5);
    await chooseVariable('Insert variable in the subject', 'Media name');
    expect(input.value).toBe('Hello{{influencer.mediaName}}');
  });

  it('opens HTML the visual editor cannot keep as HTML, and asks before editing it visually', async () => {
    setup(undefined, { body: '<table><tr><td>{{key}}</td></tr></table>' });
    expect(htmlBody().value).toContain('<table>');
    expect(
      screen.getByText(/The visual editor would drop part of this HTML: <table>/),
    ).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Visual' })));
    const dialog = screen.getByRole('dialog', { name: 'Edit this email visually?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(htmlBody().value).toContain('<table>');
    expect(screen.queryByRole('textbox', { name: 'Body' })).toBeNull();
  });

  it('flags an unknown variable in place before saving', () => {
    setup();
    fireEvent.change(subject(), { target: { value: 'Hi {{influencer.nick}}' } });
    expect(
      screen.getAllByText(/Unknown variables \{\{influencer\.nick\}\}/).length,
    ).toBeGreaterThan(0);
  });

  it('shows the server field error in place and stays dirty', async () => {
    const save = vi.fn(async () => {
      const { BadRequestError } = await import('../../../api/errors.ts');
      throw new BadRequestError(400, 'VALIDATION', 'Unknown variable {{x}}', {
        body: 'Unknown variable {{x}}',
      });
    });
    setup(save);
    fireEvent.change(await showHtml(), { target: { value: '<p>changed</p>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(save).toHaveBeenCalledWith({ name: '', subject: 'Hello', body: '<p>changed</p>' });
    expect(screen.getByText('Unknown variable {{x}}')).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('warns before leaving with unsaved changes and goes on after Discard', async () => {
    const { router } = setup();
    fireEvent.change(await showHtml(), { target: { value: '<p>changed</p>' } });
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
    fireEvent.change(await showHtml(), { target: { value: '<p>changed</p>' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () => {
      void router.navigate('/c/1?tab=statistics');
    });
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull();
    expect(router.state.location.search).toBe('?tab=statistics');
  });
});
