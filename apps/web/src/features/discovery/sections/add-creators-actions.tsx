import type { DiscoveryCreator } from '@app/contract';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { type AddTarget, useAddCreators } from '../api/discovery-api.ts';
import { AddResultsDialog } from '../dialogs/add-results-dialog.tsx';
import { PickCampaignDialog } from '../dialogs/pick-campaign-dialog.tsx';
import { PickListDialog } from '../dialogs/pick-list-dialog.tsx';
import { type AddResultRow, addResultRows } from '../logic/add-outcomes.ts';

type AddCreatorsActionsProps = {
  creators: readonly Pick<DiscoveryCreator, 'id' | 'displayName'>[];
  /** Once the answer has been read (the selection can be cleared then, not before: the
   * results live in this component). */
  onDone?: () => void;
  size?: 'small' | 'medium';
  /** Every creator given is in the CRM already: "Add to CRM" would do nothing. */
  inCrm?: boolean;
};

/**
 * Add to CRM, Add to list, Add to campaign for the given creators; a list or campaign is
 * picked in a dialog, and the answer shows what happened to each creator.
 */
export function AddCreatorsActions({
  creators,
  onDone,
  size = 'small',
  inCrm = false,
}: AddCreatorsActionsProps) {
  const { t } = useTranslation();
  const toastError = useErrorToast();
  const add = useAddCreators();
  const [picking, setPicking] = useState<'list' | 'campaign' | null>(null);
  const [results, setResults] = useState<{ title: string; rows: AddResultRow[] } | null>(null);
  const disabled = !creators.length || add.isPending;

  const run = (target: AddTarget, title: string) => {
    const names = new Map(creators.map((c) => [c.id, c.displayName]));
    add.mutate(
      { creatorIds: creators.map((c) => c.id), target },
      {
        onSuccess: (response) => {
          setPicking(null);
          setResults({ title, rows: addResultRows(response, names) });
        },
        onError: (error) => {
          setPicking(null);
          toastError(error);
        },
      },
    );
  };

  return (
    <>
      {inCrm ? null : (
        <Button
          size={size}
          color="inherit"
          startIcon={<PersonAddAlt1Outlined />}
          disabled={disabled}
          loading={add.isPending && add.variables?.target.kind === 'crm'}
          onClick={() => run({ kind: 'crm' }, t('Added to the CRM'))}
        >
          {t('Add to CRM')}
        </Button>
      )}
      <Button
        size={size}
        color="inherit"
        startIcon={<PlaylistAddOutlined />}
        disabled={disabled}
        onClick={() => setPicking('list')}
      >
        {t('Add to list')}
      </Button>
      <Button
        size={size}
        color="inherit"
        startIcon={<CampaignOutlined />}
        disabled={disabled}
        onClick={() => setPicking('campaign')}
      >
        {t('Add to campaign')}
      </Button>

      {picking === 'list' ? (
        <PickListDialog
          count={creators.length}
          busy={add.isPending}
          onClose={() => setPicking(null)}
          onSubmit={(list) =>
            run(
              { kind: 'list', listId: list.id, name: list.name },
              t('Added to list {{name}}', { name: list.name }),
            )
          }
        />
      ) : null}
      {picking === 'campaign' ? (
        <PickCampaignDialog
          count={creators.length}
          busy={add.isPending}
          onClose={() => setPicking(null)}
          onSubmit={(campaign) =>
            run(
              { kind: 'campaign', campaignId: campaign.id, name: campaign.name },
              t('Added to campaign {{name}}', { name: campaign.name }),
            )
          }
        />
      ) : null}
      {results ? (
        <AddResultsDialog
          title={results.title}
          rows={results.rows}
          onClose={() => {
            setResults(null);
            onDone?.();
          }}
        />
      ) : null}
    </>
  );
}
