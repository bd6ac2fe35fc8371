import { type DiscoverySeedTask, discoveryEndpoints } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../testing/api-fake.ts';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { renderDialog } from '../../../testing/render-route.tsx';
import { SeedImportDialog } from './seed-import-dialog.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();

const task = (over: Partial<DiscoverySeedTask>): DiscoverySeedTask => ({
  id: 41,
  status: 'done',
  format: 'ndjson',
  processedRows: 12,
  errorRows: 0,
  errors: [],
  totalRows: 12,
  failure: null,
  ...over,
});

async function upload(answer: DiscoverySeedTask) {
  api.on(discoveryEndpoints.importSeed, () => task({ status: 'running', processedRows: 0 }));
  api.on(discoveryEndpoints.seedTask, () => answer);
  renderDialog((onClose) => <SeedImportDialog onClose={onClose} />, '/discovery');
  const dialog = screen.getByRole('dialog', { name: 'Import a dataset' });
  const [input] = within(dialog).getAllByLabelText('Choose a dataset file');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await act(async () =>
    fireEvent.change(input, { target: { files: [new File(['{}'], 'seed.ndjson')] } }),
  );
  return dialog;
}

beforeEach(() => api.reset());

describe('SeedImportDialog', { timeout: 30_000 }, () => {
  it('says the import completed with rows refused, names them and downloads them', async () => {
    const dialog = await upload(
      task({
        errorRows: 2,
        errors: [
          { row: 3, field: 'avgViewers', reason: 'avgViewers: must be at most 2147483647' },
          { row: 9, field: 'lastActiveAt', reason: 'lastActiveAt: is in the future' },
        ],
      }),
    );
    await waitFor(() =>
      expect(within(dialog).getByText('Completed with 2 rows refused')).toBeTruthy(),
    );
    expect(within(dialog).getByText('Imported 10 rows')).toBeTruthy();
    expect(within(dialog).getByText('Row 3: avgViewers: must be at most 2147483647')).toBeTruthy();
    expect(within(dialog).getByText('Row 9: lastActiveAt: is in the future')).toBeTruthy();
    api.on(discoveryEndpoints.seedRefusedRows, () => 'refused-rows-41.ndjson' as never);
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Download refused rows' })),
    );
    expect(api.inputsOf(discoveryEndpoints.seedRefusedRows)).toEqual([{ params: { id: 41 } }]);
  });

  it('shows why a stopped import stopped and resumes it', async () => {
    const dialog = await upload(
      task({ status: 'failed', processedRows: 1500, failure: 'Connection terminated' }),
    );
    await waitFor(() =>
      expect(
        within(dialog).getByText('The import stopped after row 1500; it resumes from there'),
      ).toBeTruthy(),
    );
    // In words; the raw text is an Admin's, behind Details (no user is signed in here).
    expect(
      within(dialog).getByText(/The import stopped before it finished\. Try it again/),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Connection terminated')).toBeNull();
    api.on(discoveryEndpoints.resumeSeedImport, () => task({ status: 'running' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Resume' })));
    expect(api.inputsOf(discoveryEndpoints.resumeSeedImport)).toEqual([{ params: { id: 41 } }]);
  });
});
