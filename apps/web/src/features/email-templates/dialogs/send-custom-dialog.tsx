import {
  type Campaign,
  type CampaignInfluencerStatus,
  defaultRecipientStatuses,
  type EmailRecipientCount,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Search from '@mui/icons-material/Search';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { CancelButton } from '../../../components/cancel-button.tsx';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatFull } from '../../../format/format.ts';
import { statusChips, useWorkflowStats } from '../../campaigns/index.ts';
import {
  useCustomTemplates,
  useRecipientCount,
  useSendCustomEmail,
} from '../api/email-templates-api.ts';
import { recipientSummary, toRecipientFilter } from '../logic/recipient-filter.ts';

type SendCustomDialogProps = {
  open: boolean;
  campaign: Campaign;
  /** Preselected custom template. */
  templateId: number | null;
  onClose: () => void;
  onCreateTemplate: () => void;
};

/** SPEC 2 "sending custom emails": a custom template to the campaign's creators a filter picks. */
export const SendCustomDialog = mountedWhileOpen(SendCustomDialogContent);

function SendCustomDialogContent({
  campaign,
  templateId,
  onClose,
  onCreateTemplate,
}: SendCustomDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const templates = useCustomTemplates(campaign.id);
  const stats = useWorkflowStats(campaign.id);
  const send = useSendCustomEmail(campaign.id);
  const items = templates.data?.items ?? [];
  const [chosen, setChosen] = useState<number | ''>(templateId ?? '');
  // null: the server's default statuses (never Rejected), shown as the chips it counted.
  const [statuses, setStatuses] = useState<CampaignInfluencerStatus[] | null>(null);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search, 300);
  const template =
    items.find((item) => item.id === chosen) ?? (chosen === '' ? items[0] : undefined);

  const filter = useMemo(
    () => toRecipientFilter({ statuses: statuses ?? [], search: debouncedSearch }),
    [statuses, debouncedSearch],
  );
  const count = useRecipientCount(campaign.id, filter, true);
  const summary = count.data ? recipientSummary(count.data) : null;
  const chips = statusChips(campaign.type, stats.data).filter((chip) => chip.status !== 'all');

  const shown = statuses ?? count.data?.statuses ?? defaultRecipientStatuses;
  const toggle = (status: CampaignInfluencerStatus) => {
    const next = shown.includes(status) ? shown.filter((s) => s !== status) : [...shown, status];
    setStatuses(next.length ? next : null);
  };

  const submit = () => {
    if (!template) return;
    send.mutate(
      { templateId: template.id, filter },
      {
        onSuccess: (answer) => {
          // Rejected creators the default statuses left out count as left out too.
          const skipped = answer.matched + answer.rejected - answer.queued;
          enqueueSnackbar(
            skipped > 0
              ? t('Queued {{count}} email(s); {{skipped}} creator(s) left out', {
                  count: answer.queued,
                  skipped,
                })
              : t('Queued {{count}} email(s)', { count: answer.queued }),
            { variant: answer.queued ? 'success' : 'warning' },
          );
          onClose();
        },
        onError: toastError,
      },
    );
  };

  const noTemplates = templates.isSuccess && !items.length;

  return (
    <TitledDialog title={t('Send custom email')} busy={send.isPending} onClose={onClose}>
      <DialogContent>
        {noTemplates ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" startIcon={<Add />} onClick={onCreateTemplate}>
                {t('Create')}
              </Button>
            }
          >
            {t('Create a custom template first: it is the email that goes out.')}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 3, pt: 1 }}>
            <TextField
              select
              label={t('Template')}
              value={template?.id ?? ''}
              onChange={(e) => setChosen(Number(e.target.value))}
              helperText={template ? t('Subject: {{subject}}', { subject: template.subject }) : ' '}
              disabled={templates.isPending}
              fullWidth
            >
              {items.map((item) => (
                <MenuItem key={item.id} value={item.id}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>

            <Box>
              <Typography variant="subtitle2" id="send-custom-statuses" sx={{ mb: 1 }}>
                {t('Creators with status')}
              </Typography>
              <Box
                role="group"
                aria-labelledby="send-custom-statuses"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {chips.map((chip) => {
                  const status = chip.status as CampaignInfluencerStatus;
                  const on = shown.includes(status);
                  return (
                    <Chip
                      key={status}
                      label={
                        chip.count === null ? t(chip.label) : `${t(chip.label)} · ${chip.count}`
                      }
                      color={on ? 'primary' : 'default'}
                      variant={on ? 'filled' : 'outlined'}
                      onClick={() => toggle(status)}
                      aria-pressed={on}
                    />
                  );
                })}
              </Box>
              <Typography
                variant="caption"
                sx={{ color: 'text.secondary', display: 'block', mt: 0.75 }}
              >
                {statuses
                  ? t('Only the chosen statuses.')
                  : t(
                      'The usual statuses: every one but Rejected. Pick Rejected to reach them too.',
                    )}
              </Typography>
            </Box>

            <TextField
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              label={t('Search creators')}
              placeholder={t('Media name, name or email')}
              fullWidth
              slotProps={{
                inputLabel: { shrink: true },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search sx={{ color: 'text.disabled' }} />
                    </InputAdornment>
                  ),
                },
              }}
            />

            <Box
              role="status"
              aria-live="polite"
              aria-label={t('Recipients')}
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                p: 2,
                borderRadius: 1.5,
                bgcolor: alpha(theme.palette.primary.main, 0.08),
              })}
            >
              <Box
                aria-hidden
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  color: 'primary.main',
                  bgcolor: 'background.paper',
                  flexShrink: 0,
                }}
              >
                {count.isFetching && !count.data ? (
                  <CircularProgress size={22} aria-label={t('Counting the recipients')} />
                ) : (
                  <GroupsOutlined />
                )}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                {count.isError ? (
                  <Typography variant="body2" sx={{ color: 'error.main' }}>
                    {t(errorMessage(count.error))}
                  </Typography>
                ) : count.data ? (
                  <>
                    <Typography
                      variant="subtitle1"
                      dir="auto"
                      sx={{ fontVariantNumeric: 'tabular-nums' }}
                    >
                      {t('{{count}} creator(s) will get this email', {
                        count: count.data.recipients,
                      })}
                    </Typography>
                    <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary' }}>
                      {t('{{matched}} match', { matched: formatFull(count.data.matched) })}
                    </Typography>
                    <LeftOut count={count.data} />
                  </>
                ) : (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('Counting creators…')}
                  </Typography>
                )}
              </Box>
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <CancelButton onClick={onClose} disabled={send.isPending} />
        {noTemplates ? null : (
          <Button
            variant="contained"
            color="primary"
            startIcon={<SendOutlined />}
            loading={send.isPending}
            disabled={!template || !summary?.sendable || count.isFetching}
            onClick={submit}
          >
            {summary?.sendable && count.data
              ? t('Send to {{count}} creator(s)', { count: count.data.recipients })
              : t('Send')}
          </Button>
        )}
      </DialogActions>
    </TitledDialog>
  );
}

/** Who the send leaves out and why, one line per reason (issue 31); nothing when no one is. */
function LeftOut({ count }: { count: EmailRecipientCount }) {
  const { t } = useTranslation();
  const reasons = [
    count.rejected
      ? t('{{count}} rejected (not in the chosen statuses)', { count: count.rejected })
      : null,
    count.unsubscribed ? t('{{count}} unsubscribed', { count: count.unsubscribed }) : null,
    count.bounced
      ? t('{{count}} creators skipped: address bounced', {
          count: count.bounced,
          defaultValue_one: '{{count}} creator skipped: address bounced',
        })
      : null,
    count.noEmail ? t('{{count}} without an email address', { count: count.noEmail }) : null,
  ].filter((reason): reason is string => reason !== null);
  if (!reasons.length) return null;
  return (
    <Box component="ul" aria-label={t('Left out')} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {reasons.map((reason) => (
        <Typography component="li" variant="body2" key={reason} sx={{ color: 'text.secondary' }}>
          {reason}
        </Typography>
      ))}
    </Box>
  );
}
