import { mailingEndpoints as endpoints } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BadRequestError } from '../../../api/errors.ts';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests, stubRangeBoxes } from '../../../testing/component-tests.ts';
import { mailingTemplate } from '../../../testing/mailing-fixtures.ts';
import { renderDialog } from '../../../testing/render-route.tsx';
import { TemplateDialog } from './template-dialog.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();
stubRangeBoxes();

beforeEach(() => {
  api.reset();
  api.on(endpoints.replacements, () => ({
    items: [{ name: 'influencer.firstName', label: 'Influencer first name' }],
  }));
  api.on(endpoints.updateTemplate, () => {
    throw new BadRequestError(409, 'CONFLICT', 'Template with this name already exists', {
      name: 'Template with this name already exists',
    });
  });
});

const show = () =>
  renderDialog(
    (onClose) => <TemplateDialog template={mailingTemplate()} onClose={onClose} />,
    '/mailings?tab=templates',
  );

describe('TemplateDialog', { timeout: 60_000 }, () => {
  it('shows a taken name on the name field and stays open', async () => {
    const { onClose } = show();
    const name = screen.getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Invite' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Template with this name already exists')).toBeTruthy();
    expect(api.inputsOf(endpoints.updateTemplate)).toEqual([
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
