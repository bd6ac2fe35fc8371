import { mailingEndpoints as endpoints, influencerEndpoints } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BadRequestError } from '../../../api/errors.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import type { EndpointFake } from '../../../testing/endpoint-fake.ts';
import { mailboxAccount, mailingTemplate, mailMessage } from '../../../testing/mailing-fixtures.ts';
import type { ComposerStart } from '../logic/composer-request.ts';
import { ComposerDialog } from './composer-dialog.tsx';

const api = vi.hoisted(() => ({ fake: null as EndpointFake | null }));
vi.mock('../../../api/call-endpoint.ts', async () => {
  const { endpointFake } = await import('../../../testing/endpoint-fake.ts');
  api.fake = endpointFake();
  return { callEndpoint: api.fake.call, downloadEndpointFile: api.fake.call };
});

setUpComponentTests();

// jsdom lays nothing out: ProseMirror asks ranges for their boxes when it scrolls the
// selection into view. Empty boxes stand in.
beforeAll(() => {
  const none = () => document.createElement('div').getClientRects();
  Range.prototype.getClientRects ??= none;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

function fake() {
  if (!api.fake) throw new Error('the call-endpoint mock did not load');
  return api.fake;
}

const replyTo = mailMessage({ id: 301, subject: 'Keys for Hades' });
const welcome = mailingTemplate({
  attachments: [
    { id: 90, fileName: 'brief.pdf', contentType: 'application/pdf', size: 2048, url: '/x' },
  ],
});

beforeEach(() => {
  const f = fake();
  f.reset();
  f.on(endpoints.accounts, () => ({ items: [mailboxAccount()] }));
  f.on(endpoints.templates, () => ({ items: [welcome], total: 1 }));
  f.on(endpoints.replacements, () => ({
    items: [{ name: 'influencer.firstName', label: 'Influencer first name' }],
  }));
  f.on(endpoints.applyTemplate, () => ({ subject: 'Hello Alex', body: '<p>Hi Alex</p>' }));
  f.on(endpoints.uploadAttachment, ({ file }) => ({
    id: 55,
    fileName: file instanceof File ? file.name : 'file',
    contentType: 'text/plain',
    size: file.size,
    url: '/y',
  }));
  f.on(endpoints.createMessage, ({ body }) =>
    mailMessage({ id: 302, direction: 'out', status: body.draft ? 'draft' : 'pending' }),
  );
  f.on(influencerEndpoints.get, () => {
    throw new Error('not needed');
  });
  f.on(influencerEndpoints.list, () => ({ items: [], total: 0, totalCapped: false }));
});

function show(start: ComposerStart) {
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <MemoryRouter>
          <ComposerDialog start={start} onClose={onClose} />
        </MemoryRouter>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { onClose };
}

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
      expect(fake().inputsOf(endpoints.applyTemplate)).toEqual([
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
    expect(fake().inputsOf(endpoints.uploadAttachment)[0]?.file).toBe(file);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(
      fake()
        .inputsOf(endpoints.createMessage)
        .map((i) => i.body),
    ).toEqual([
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
    fake().on(endpoints.uploadAttachment, () => {
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
    fake().on(endpoints.createMessage, () => {
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
    expect(fake().inputsOf(endpoints.createMessage)[0]?.body).toMatchObject({
      accountId: 3,
      to: 'someone@example.test',
      subject: 'Hello',
      draft: true,
    });
  });
});
