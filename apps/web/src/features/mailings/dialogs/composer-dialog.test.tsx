import { mailingEndpoints as endpoints, influencerEndpoints } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BadRequestError } from '../../../api/errors.ts';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests, stubRangeBoxes } from '../../../testing/component-tests.ts';
import { mailboxAccount, mailingTemplate, mailMessage } from '../../../testing/mailing-fixtures.ts';
import { renderDialog } from '../../../testing/render-route.tsx';
import type { ComposerStart } from '../logic/composer-request.ts';
import { ComposerDialog } from './composer-dialog.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();
stubRangeBoxes();

const replyTo = mailMessage({ id: 301, subject: 'Keys for Hades' });
const welcome = mailingTemplate({
  attachments: [
    { id: 90, fileName: 'brief.pdf', contentType: 'application/pdf', size: 2048, url: '/x' },
  ],
});

beforeEach(() => {
  api.reset();
  api.on(endpoints.accounts, () => ({ items: [mailboxAccount()] }));
  api.on(endpoints.templates, () => ({ items: [welcome], total: 1 }));
  api.on(endpoints.replacements, () => ({
    items: [{ name: 'influencer.firstName', label: 'Influencer first name' }],
  }));
  api.on(endpoints.applyTemplate, () => ({ subject: 'Hello Alex', body: '<p>Hi Alex</p>' }));
  api.on(endpoints.uploadAttachment, ({ file }) => ({
    id: 55,
    fileName: file instanceof File ? file.name : 'file',
    contentType: 'text/plain',
    size: file.size,
    url: '/y',
  }));
  api.on(endpoints.createMessage, ({ body }) =>
    mailMessage({ id: 302, direction: 'out', status: body.draft ? 'draft' : 'pending' }),
  );
  api.on(influencerEndpoints.get, () => {
    throw new Error('not needed');
  });
  api.on(influencerEndpoints.list, () => ({ items: [], total: 0, totalCapped: false }));
});

const show = (start: ComposerStart) =>
  renderDialog((onClose) => <ComposerDialog start={start} onClose={onClose} />, '/mailings');

async function pickTemplate(name: string) {
  const box = screen.getByRole('combobox', { name: 'Template' });
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: name.slice(0, 3) } });
  await act(async () => fireEvent.click(await screen.findByRole('option', { name })));
}

describe('ComposerDialog', { timeout: 60_000 }, () => {
  it('replies with a template rendered for the creator and an uploaded attachment', async () => {
    const { onClose } = show({ kind: 'reply', accountId: 3, replyTo, influencerId: 7 });
    const subject = screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement;
    expect(subject.value).toBe('Re: Keys for Hades');
    expect(screen.getByText(/Alex Rivera <alex@creator.test>/)).toBeTruthy();

    await pickTemplate('Welcome');
    await waitFor(() =>
      expect(api.inputsOf(endpoints.applyTemplate)).toEqual([
        { params: { id: 5 }, body: { influencerId: 7 } },
      ]),
    );
    // A reply keeps its subject, so it stays in the creator's thread.
    expect(subject.value).toBe('Re: Keys for Hades');
    expect(await screen.findByText('brief.pdf · 2 KB')).toBeTruthy();

    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Attach files'), { target: { files: [file] } }),
    );
    expect(await screen.findByText('notes.txt · 5 B')).toBeTruthy();
    expect(api.inputsOf(endpoints.uploadAttachment)[0]?.file).toBe(file);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.inputsOf(endpoints.createMessage).map((i) => i.body)).toEqual([
      {
        accountId: 3,
        replyToMessageId: 301,
        influencerId: 7,
        subject: 'Re: Keys for Hades',
        body: '<p>Hi Alex</p>',
        templateId: 5,
        attachmentIds: [90, 55],
        draft: false,
      },
    ]);
  });

  it('shows the server’s refusal of a file and keeps it out of the message', async () => {
    api.on(endpoints.uploadAttachment, () => {
      throw new BadRequestError(413, 'PAYLOAD_TOO_LARGE', 'Attachment is too large (max 10 MB)');
    });
    show({ kind: 'reply', accountId: 3, replyTo, influencerId: null });
    const file = new File(['x'], 'huge.mov');
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Attach files'), { target: { files: [file] } }),
    );
    expect(await screen.findByText('huge.mov: Attachment is too large (max 10 MB)')).toBeTruthy();
    expect(screen.queryByText(/huge\.mov ·/)).toBeNull();
  });

  it('puts the server’s field message on its field', async () => {
    api.on(endpoints.createMessage, () => {
      throw new BadRequestError(400, 'VALIDATION', 'Value is required', {
        body: 'Value is required',
      });
    });
    show({ kind: 'new', accountId: null, influencerId: null });
    expect(await screen.findByText('maria@studio.test')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Or an email address' }), {
      target: { value: 'someone@example.test' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Hello' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    expect(await screen.findByText('Value is required')).toBeTruthy();
    expect(api.inputsOf(endpoints.createMessage)[0]?.body).toMatchObject({
      accountId: 3,
      to: 'someone@example.test',
      subject: 'Hello',
      draft: true,
    });
  });
});
