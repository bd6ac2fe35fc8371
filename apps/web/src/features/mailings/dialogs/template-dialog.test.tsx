import { mailingEndpoints as endpoints } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BadRequestError } from '../../../api/errors.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import type { EndpointFake } from '../../../testing/endpoint-fake.ts';
import { mailingTemplate } from '../../../testing/mailing-fixtures.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { TemplateDialog } from './template-dialog.tsx';

const api = vi.hoisted(() => ({ fake: null as EndpointFake | null }));
vi.mock('../../../api/call-endpoint.ts', async () => {
  const { endpointFake } = await import('../../../testing/endpoint-fake.ts');
  api.fake = endpointFake();
  return { callEndpoint: api.fake.call, downloadEndpointFile: api.fake.call };
});

setUpComponentTests();

// jsdom lays nothing out: ProseMirror asks ranges for their boxes (see template-editor.test).
beforeAll(() => {
  const none = () => document.createElement('div').getClientRects();
  Range.prototype.getClientRects ??= none;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

function fake() {
  if (!api.fake) throw new Error('the call-endpoint mock did not load');
  return api.fake;
}

beforeEach(() => {
  const f = fake();
  f.reset();
  f.on(endpoints.replacements, () => ({
    items: [{ name: 'influencer.firstName', label: 'Influencer first name' }],
  }));
  f.on(endpoints.updateTemplate, () => {
    throw new BadRequestError(409, 'CONFLICT', 'Template with this name already exists', {
      name: 'Template with this name already exists',
    });
  });
});

function show() {
  const onClose = vi.fn();
  renderRoute(
    <TemplateDialog template={mailingTemplate()} onClose={onClose} />,
    '/mailings?tab=templates',
  );
  return { onClose };
}

describe('TemplateDialog', { timeout: 60_000 }, () => {
  it('shows a taken name on the name field and stays open', async () => {
    const { onClose } = show();
    const name = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Invite' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Template with this name already exists')).toBeTruthy();
    expect(fake().inputsOf(endpoints.updateTemplate)).toEqual([
      {
        params: { id: 5 },
        body: {
          name: 'Invite',
          description: null,
          subject: 'Hello {{influencer.firstName}}',
          body: '<p>Hi {{influencer.firstName}}</p>',
          attachmentIds: [],
        },
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before Escape loses a change', async () => {
    const { onClose } = show();
    fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), {
      target: { value: 'Changed' },
    });
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Edit template' }), { key: 'Escape' });
    expect(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
