import { type Campaign, gamePlatformLabel, type Webhook } from '@app/contract';
import Add from '@mui/icons-material/Add';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { paths } from '../../../app/paths.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ExternalLinkButton } from '../../../components/external-link-button.tsx';
import { Label } from '../../../components/label.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatDayTime } from '../../../format/format.ts';
import { useProduct } from '../../products/index.ts';
import { deleteWebhooks, updateWebhook } from '../api/campaigns-api.ts';
import { useInvalidateWebhooks, useWebhooks } from '../api/campaigns-queries.ts';
import { WebhookDialog } from '../dialogs/webhook-dialog.tsx';
import { webhookEventLabel } from '../logic/webhook-events.ts';

/** Outgoing webhooks for workflow events, and the product's store links. */
export function SettingsIntegrations({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const hooks = useWebhooks(campaign.id);
  const invalidate = useInvalidateWebhooks(campaign.id);
  const [editing, setEditing] = useState<{ open: boolean; hook: Webhook | null }>({
    open: false,
    hook: null,
  });
  const [removing, setRemoving] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const toggle = useMutation({
    mutationFn: (hook: Webhook) => updateWebhook(campaign.id, hook.id, { enabled: !hook.enabled }),
    onSettled: invalidate,
    onError: toastError,
  });
  const remove = useMutation({
    mutationFn: (hook: Webhook) => deleteWebhooks(campaign.id, [hook.id]),
    onSuccess: () => {
      setRemoving(null);
      enqueueSnackbar(t('Webhook deleted'), { variant: 'success' });
    },
    onError: toastError,
    onSettled: invalidate,
  });

  return (
    <Box sx={{ display: 'grid', gap: 5 }}>
      <Box component="section" aria-labelledby="webhooks-title">
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2.5 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography id="webhooks-title" variant="h6" component="h3">
              {t('Webhooks')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 640 }}>
              {t(
                'We POST workflow events as JSON to your URL, signed with HMAC-SHA256 in the X-Webhook-Signature header, and retry failed deliveries.',
              )}
            </Typography>
          </Box>
          <Button
            variant="contained"
            color="inherit"
            startIcon={<Add />}
            onClick={() => setEditing({ open: true, hook: null })}
          >
            {t('Add webhook')}
          </Button>
        </Box>
        {hooks.isPending ? (
          <Skeleton variant="rounded" height={96} />
        ) : hooks.isError ? (
          <Alert severity="error">{t(errorMessage(hooks.error))}</Alert>
        ) : hooks.data.items.length ? (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {hooks.data.items.map((hook) => (
              <Box
                key={hook.id}
                sx={(theme) => ({
                  p: 2,
                  borderRadius: 1.5,
                  border: `1px solid ${alpha(theme.palette.grey[500], 0.2)}`,
                  display: 'flex',
                  gap: 2,
                  alignItems: 'flex-start',
                })}
              >
                <WebhookOutlined
                  sx={{ color: hook.enabled ? 'primary.main' : 'text.disabled', mt: 0.5 }}
                />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography variant="subtitle2" noWrap sx={{ fontFamily: 'monospace' }}>
                    {hook.url}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, my: 1 }}>
                    {hook.events.map((e) => (
                      <Label key={e}>{t(webhookEventLabel[e])}</Label>
                    ))}
                  </Box>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
                    <Label color={hook.hasSecret ? 'success' : 'warning'}>
                      {hook.hasSecret ? t('Secret set') : t('No secret')}
                    </Label>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {hook.lastDeliveryAt
                        ? t('Last delivery {{when}}: {{status}}', {
                            when: formatDayTime(hook.lastDeliveryAt),
                            status: t(hook.lastDeliveryStatus ?? 'ok'),
                          })
                        : t('No deliveries yet')}
                      {hook.lastDeliveryError ? ` — ${hook.lastDeliveryError}` : ''}
                    </Typography>
                  </Box>
                </Box>
                <Tooltip title={hook.enabled ? t('Enabled') : t('Disabled')}>
                  <Switch
                    checked={hook.enabled}
                    onChange={() => toggle.mutate(hook)}
                    slotProps={{
                      input: { 'aria-label': t('Enable webhook {{url}}', { url: hook.url }) },
                    }}
                  />
                </Tooltip>
                <IconButton
                  aria-label={t('Edit webhook {{url}}', { url: hook.url })}
                  onClick={() => setEditing({ open: true, hook })}
                >
                  <EditOutlined />
                </IconButton>
                <IconButton
                  aria-label={t('Delete webhook {{url}}', { url: hook.url })}
                  onClick={() => setRemoving(hook)}
                  sx={{ color: 'error.main' }}
                >
                  <DeleteOutlined />
                </IconButton>
              </Box>
            ))}
          </Box>
        ) : (
          <EmptyState
            compact
            icon={<WebhookOutlined />}
            title={t('No webhooks yet')}
            description={t(
              'Send invites, approvals, posts and payments to your own tools as they happen.',
            )}
          />
        )}
      </Box>

      <Divider sx={{ borderStyle: 'dashed' }} />

      <Box component="section" aria-labelledby="store-links-title">
        <Typography id="store-links-title" variant="h6" component="h3">
          {t('Store links')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('From the product {{title}}; creators see them on their invite page.', {
            title: campaign.product.title,
          })}{' '}
          <Link component={RouterLink} to={paths.settingsTab('products')}>
            {t('Edit in Settings > Products')}
          </Link>
        </Typography>
        <StoreLinks campaign={campaign} />
      </Box>

      <WebhookDialog
        open={editing.open}
        campaignId={campaign.id}
        hook={editing.hook}
        onClose={() => setEditing({ open: false, hook: null })}
        onSecret={setSecret}
      />
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('Delete webhook')}
        content={t('Stop sending events to {{url}}?', { url: removing?.url ?? '' })}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
      <TitledDialog
        open={Boolean(secret)}
        title={t('Webhook secret')}
        onClose={() => setSecret(null)}
      >
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t(
              'Copy it now: it is shown only once. Use it to check the X-Webhook-Signature header.',
            )}
          </Alert>
          <Box
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              p: 1.5,
              borderRadius: 1,
              bgcolor: alpha(theme.palette.grey[500], 0.08),
            })}
          >
            <KeyOutlined sx={{ color: 'text.secondary' }} />
            <Typography
              variant="body2"
              sx={{ fontFamily: 'monospace', flexGrow: 1, wordBreak: 'break-all' }}
            >
              {secret}
            </Typography>
            <IconButton
              aria-label={t('Copy secret')}
              onClick={() => {
                if (secret) void navigator.clipboard?.writeText(secret);
                enqueueSnackbar(t('Copied'), { variant: 'success' });
              }}
            >
              <ContentCopyOutlined />
            </IconButton>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setSecret(null)}>
            {t('Done')}
          </Button>
        </DialogActions>
      </TitledDialog>
    </Box>
  );
}

function StoreLinks({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const product = useProduct(campaign.productId);
  if (product.isPending) return <Skeleton variant="rounded" height={48} />;
  if (product.isError) return <Alert severity="error">{t(errorMessage(product.error))}</Alert>;
  const links = product.data.storeLinks;
  if (!links.length)
    return (
      <EmptyState
        compact
        icon={<StorefrontOutlined />}
        title={t('No store links')}
        description={t('Add Steam, Epic or other store pages to the product.')}
      />
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {links.map((link) => (
        <ExternalLinkButton key={`${link.platform}-${link.url}`} href={link.url}>
          {t(gamePlatformLabel[link.platform])}
        </ExternalLinkButton>
      ))}
    </Box>
  );
}
