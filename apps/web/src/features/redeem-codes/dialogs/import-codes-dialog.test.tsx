import type { RedeemCodePlatform } from '@app/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '../../../testing/component-tests.ts';
import { renderDialog } from '../../../testing/render-route.tsx';
import { ImportCodesDialog } from './import-codes-dialog.tsx';

vi.mock('../../../api/call-endpoint.ts', () => import('../../../testing/api-fake.ts'));

setUpComponentTests();

type Option = { id: RedeemCodePlatform; label: string };
const steamAndEpic: Option[] = [
  { id: 'steam', label: 'Steam' },
  { id: 'epic', label: 'Epic Games Store' },
];

/** The dialog open before the platforms have loaded, as a quick click leaves it. */
function OpenedBeforePlatforms({ preselected }: { preselected: RedeemCodePlatform | null }) {
  const [platforms, setPlatforms] = useState<Option[]>([]);
  return (
    <>
      <button type="button" onClick={() => setPlatforms(steamAndEpic)}>
        platforms loaded
      </button>
      <ImportCodesDialog
        open
        campaignId={1}
        platforms={platforms}
        platform={preselected}
        onClose={() => {}}
      />
    </>
  );
}

const platformField = () => screen.getByRole('combobox', { name: /Platform/ });
const loadPlatforms = () =>
  act(() =>
    fireEvent.click(screen.getByRole('button', { name: 'platforms loaded', hidden: true })),
  );

describe('ImportCodesDialog: the platform', () => {
  it('is the first platform once they load, though the dialog opened before', () => {
    renderDialog(() => <OpenedBeforePlatforms preselected={null} />, '/campaigns/1/view');
    expect(platformField().textContent).not.toContain('Steam');
    loadPlatforms();
    expect(platformField().textContent).toContain('Steam');
  });

  it('is the pool the dialog was opened for, until the user picks another', async () => {
    renderDialog(() => <OpenedBeforePlatforms preselected="epic" />, '/campaigns/1/view');
    loadPlatforms();
    expect(platformField().textContent).toContain('Epic Games Store');
    await act(async () => fireEvent.mouseDown(platformField()));
    const options = within(await screen.findByRole('listbox'));
    await act(async () => fireEvent.click(options.getByRole('option', { name: 'Steam' })));
    expect(platformField().textContent).toContain('Steam');
    expect(platformField().textContent).not.toContain('Epic');
  });
});
