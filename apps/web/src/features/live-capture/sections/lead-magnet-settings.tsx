import type { Campaign, LeadMagnet } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { SettingsForm } from '../../../components/form/settings-form.tsx';
import { useForm } from '../../../components/form/use-form.ts';
import {
  useCreateLeadMagnet,
  useLeadMagnet,
  useUpdateLeadMagnet,
} from '../api/live-capture-queries.ts';
import {
  emptyLeadMagnetForm,
  type LeadMagnetFormInput,
  type LeadMagnetFormOutput,
  leadMagnetFormSchema,
  toCreateLeadMagnetRequest,
  toLeadMagnetForm,
  toUpdateLeadMagnetRequest,
} from '../logic/lead-magnet-form.ts';
import { LeadMagnetFields } from './lead-magnet-fields.tsx';
import { LeadMagnetShare } from './lead-magnet-share.tsx';

/** The form for an existing lead magnet, or for a new one (`leadMagnet` null). */
function LeadMagnetForm({
  campaign,
  leadMagnet,
  onCancel,
}: {
  campaign: Campaign;
  leadMagnet: LeadMagnet | null;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateLeadMagnet(campaign.id);
  const update = useUpdateLeadMagnet(campaign.id);
  const initial = leadMagnet ? toLeadMagnetForm(leadMagnet) : emptyLeadMagnetForm(campaign.name);
  const form = useForm<LeadMagnetFormInput, unknown, LeadMagnetFormOutput>({
    resolver: zodResolver(leadMagnetFormSchema),
    defaultValues: initial,
  });
  const saving = form.formState.isSubmitting;

  const submit = async (values: LeadMagnetFormOutput) => {
    if (!leadMagnet) {
      await create.mutateAsync(toCreateLeadMagnetRequest(values));
      return t('Lead magnet created: share its page');
    }
    const saved = await update.mutateAsync({
      id: leadMagnet.id,
      body: toUpdateLeadMagnetRequest(values),
    });
    form.reset(toLeadMagnetForm(saved));
    return t('Live-capture settings saved');
  };

  return (
    <SettingsForm
      form={form}
      label={t('Lead magnet')}
      onSubmit={submit}
      onReset={() => form.reset(initial)}
      actions={
        leadMagnet ? undefined : (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, mt: 4 }}>
            {onCancel ? (
              <Button variant="outlined" color="inherit" onClick={onCancel} disabled={saving}>
                {t('Cancel')}
              </Button>
            ) : null}
            <Button type="submit" variant="contained" loading={saving}>
              {t('Create lead magnet')}
            </Button>
          </Box>
        )
      }
      sx={{ maxWidth: 820 }}
    >
      <LeadMagnetFields form={form} />
    </SettingsForm>
  );
}

/**
 * Campaign settings > Live Capture Settings: the campaign's lead magnet (created here when it
 * has none) with its page link and embed snippet.
 */
export function LeadMagnetSettings({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const query = useLeadMagnet(campaign.id);
  const [creating, setCreating] = useState(false);

  if (query.isPending) {
    return (
      <Box aria-busy sx={{ display: 'grid', gap: 2, maxWidth: 820 }}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <EmptyState
        compact
        icon={<SensorsOutlined />}
        title={t('Could not load the lead magnet')}
        description={t(errorMessage(query.error))}
      />
    );
  }
  const leadMagnet = query.data.leadMagnet;
  if (!leadMagnet && !creating) {
    return (
      <EmptyState
        compact
        icon={<SensorsOutlined />}
        title={t('No lead magnet yet')}
        description={t(
          'Set up a hosted page or an embeddable form: creators apply through it and land in this campaign.',
        )}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {t('Set up the lead magnet')}
          </Button>
        }
      />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {leadMagnet ? (
        <Card variant="outlined" sx={{ maxWidth: 820 }}>
          <CardHeader
            title={t('Share')}
            subheader={t('{{count}} submissions so far', { count: leadMagnet.submissionsCount })}
          />
          <CardContent sx={{ pt: 1 }}>
            <LeadMagnetShare leadMagnet={leadMagnet} />
          </CardContent>
        </Card>
      ) : null}
      <LeadMagnetForm
        key={leadMagnet?.updatedAt ?? 'new'}
        campaign={campaign}
        leadMagnet={leadMagnet}
        onCancel={leadMagnet ? undefined : () => setCreating(false)}
      />
    </Box>
  );
}
