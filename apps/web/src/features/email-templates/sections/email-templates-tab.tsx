import {
  type Campaign,
  type CustomEmailTemplate,
  EmailTemplateType,
  emailTemplateTypeLabel,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import { Label } from '../../../components/label.tsx';
import { ResponsiveColumns } from '../../../components/responsive-columns.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatDayTime } from '../../../format/format.ts';
import {
  saveCustomTemplate,
  saveTemplateContent,
  useCustomTemplates,
  useDeleteCustomTemplate,
  useTemplateContent,
  useTemplateTypes,
} from '../api/email-templates-api.ts';
import { SendCustomDialog } from '../dialogs/send-custom-dialog.tsx';
import { sentWhen } from '../logic/sent-when.ts';
import {
  parseSelection,
  selectionParam,
  type TemplateSelection,
} from '../logic/template-selection.ts';
import { type EditorValues, TemplateEditor } from './template-editor.tsx';

const typeOrder: EmailTemplateType[] = Object.values(EmailTemplateType);

/** One entry of the templates list; the open one is marked as the current page. */
function NavEntry({
  selected,
  onClick,
  children,
}: {
  selected: boolean;
  onClick?: () => void;
  children: ReactNode;
}) {
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        onClick={onClick}
        aria-current={selected ? 'page' : undefined}
        sx={{ mx: 1, borderRadius: 1 }}
      >
        {children}
      </ListItemButton>
    </ListItem>
  );
}

/** The campaign's Email Templates tab: email types, custom templates, editor, send custom. */
export function EmailTemplatesTab({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selection = parseSelection(params.get('template'));
  const types = useTemplateTypes(campaign.id);
  const custom = useCustomTemplates(campaign.id);
  const [sendOpen, setSendOpen] = useState<{ templateId: number | null } | null>(null);

  const select = useCallback(
    (next: TemplateSelection) =>
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          p.set('tab', 'email-templates');
          p.set('template', selectionParam(next));
          return p;
        },
        { replace: false },
      ),
    [setParams],
  );

  const selectedKey = selectionParam(selection);
  const typeItems = types.data?.items ?? [];
  const customItems = custom.data?.items ?? [];

  return (
    <ResponsiveColumns columns="280px minmax(0, 1fr)" align="start">
      <Card component="nav" aria-label={t('Email templates')}>
        <Box sx={{ p: 2, pb: 1 }}>
          <Button
            fullWidth
            variant="contained"
            color="inherit"
            startIcon={<SendOutlined />}
            onClick={() => setSendOpen({ templateId: null })}
          >
            {t('Send custom email')}
          </Button>
        </Box>
        <List
          dense
          subheader={<ListSubheader disableSticky>{t('Campaign emails')}</ListSubheader>}
          aria-label={t('Email types')}
        >
          {types.isPending
            ? typeOrder.map((type) => (
                <Box component="li" key={type} sx={{ px: 2, py: 0.75 }}>
                  <Skeleton height={36} />
                </Box>
              ))
            : typeItems.map((item) => {
                const key = item.type;
                return (
                  <NavEntry
                    key={key}
                    selected={selectedKey === key}
                    onClick={() => select({ kind: 'type', type: item.type })}
                  >
                    <ListItemText
                      primary={t(emailTemplateTypeLabel[item.type])}
                      secondary={item.subject}
                      slotProps={{
                        primary: { variant: 'subtitle2' },
                        secondary: { noWrap: true, variant: 'caption', dir: 'auto' },
                      }}
                    />
                    {item.isCustom ? <Label color="primary">{t('Edited')}</Label> : null}
                  </NavEntry>
                );
              })}
        </List>
        <List
          dense
          subheader={
            <ListSubheader
              disableSticky
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
            >
              {t('Custom templates')}
              <IconButton
                size="small"
                aria-label={t('New custom template')}
                onClick={() => select({ kind: 'new' })}
              >
                <Add fontSize="small" />
              </IconButton>
            </ListSubheader>
          }
          aria-label={t('Custom templates')}
        >
          {custom.isPending ? (
            <Box component="li" sx={{ px: 2 }}>
              <Skeleton height={36} />
            </Box>
          ) : customItems.length ? (
            customItems.map((item) => {
              const key = `custom-${item.id}`;
              return (
                <NavEntry
                  key={item.id}
                  selected={selectedKey === key}
                  onClick={() => select({ kind: 'custom', id: item.id })}
                >
                  <DescriptionOutlined
                    sx={{ fontSize: 18, color: 'text.secondary', marginInlineEnd: 1.25 }}
                  />
                  <ListItemText
                    primary={item.name}
                    secondary={item.subject}
                    slotProps={{
                      primary: { variant: 'subtitle2', noWrap: true },
                      secondary: { noWrap: true, variant: 'caption', dir: 'auto' },
                    }}
                  />
                </NavEntry>
              );
            })
          ) : (
            <ListItem sx={{ px: 2.5, pt: 0, pb: 1.5 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('None yet. Custom templates are for one-off emails to a group of creators.')}
              </Typography>
            </ListItem>
          )}
          {selection.kind === 'new' ? (
            <NavEntry selected>
              <ListItemText
                primary={t('New template')}
                slotProps={{ primary: { variant: 'subtitle2', sx: { fontStyle: 'italic' } } }}
              />
            </NavEntry>
          ) : null}
        </List>
      </Card>

      <Box sx={{ minWidth: 0 }}>
        {selection.kind === 'type' ? (
          <TypeEditor key={selectedKey} campaign={campaign} type={selection.type} />
        ) : selection.kind === 'new' ? (
          <CustomEditor
            key="new"
            campaign={campaign}
            template={null}
            onCreated={(saved) => select({ kind: 'custom', id: saved.id })}
            onDeleted={() => select({ kind: 'type', type: 'invite' })}
            onSend={() => undefined}
          />
        ) : custom.isPending ? (
          <Skeleton variant="rounded" height={520} />
        ) : (
          (() => {
            const template = customItems.find((item) => item.id === selection.id);
            return template ? (
              <CustomEditor
                key={selectedKey}
                campaign={campaign}
                template={template}
                onCreated={() => undefined}
                onDeleted={() => select({ kind: 'type', type: 'invite' })}
                onSend={() => setSendOpen({ templateId: template.id })}
              />
            ) : (
              <EmptyStateCard
                icon={<MarkEmailUnreadOutlined />}
                title={t('Template not found')}
                description={
                  custom.isError
                    ? t(errorMessage(custom.error))
                    : t('It may have been deleted by a colleague.')
                }
              />
            );
          })()
        )}
      </Box>

      <SendCustomDialog
        open={sendOpen !== null}
        campaign={campaign}
        templateId={sendOpen?.templateId ?? null}
        onClose={() => setSendOpen(null)}
        onCreateTemplate={() => {
          setSendOpen(null);
          select({ kind: 'new' });
        }}
      />
    </ResponsiveColumns>
  );
}

function TypeEditor({ campaign, type }: { campaign: Campaign; type: EmailTemplateType }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const queryClient = useQueryClient();
  const content = useTemplateContent(campaign.id, type);
  const [confirmReset, setConfirmReset] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [generation, setGeneration] = useState(0);

  const storeContent = (saved: Awaited<ReturnType<typeof saveTemplateContent>>) => {
    queryClient.setQueryData(queryKeys.emailTemplates.content(campaign.id, type), saved);
    void queryClient.invalidateQueries({ queryKey: queryKeys.emailTemplates.types(campaign.id) });
  };

  if (content.isPending) return <Skeleton variant="rounded" height={560} />;
  if (content.isError) {
    return (
      <EmptyStateCard
        icon={<MarkEmailUnreadOutlined />}
        title={t('Could not load the template')}
        description={t(errorMessage(content.error))}
      />
    );
  }
  const data = content.data;

  const reset = async () => {
    setResetting(true);
    try {
      storeContent(await saveTemplateContent(campaign.id, type, { reset: true }));
      setGeneration((g) => g + 1);
      enqueueSnackbar(t('Back to the default content'), { variant: 'success' });
    } catch (error) {
      toastError(error);
    } finally {
      setResetting(false);
      setConfirmReset(false);
    }
  };

  return (
    <>
      <TemplateEditor
        key={generation}
        campaignId={campaign.id}
        heading={t('{{type}} email', { type: t(emailTemplateTypeLabel[type]) })}
        status={
          data.isCustom ? (
            <>
              <Label color="primary">{t('Edited for this campaign')}</Label>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {data.updatedBy
                  ? t('by {{name}}, {{when}}', {
                      name: data.updatedBy.name,
                      when: formatDayTime(data.updatedAt),
                    })
                  : formatDayTime(data.updatedAt)}
              </Typography>
            </>
          ) : (
            <Label>{t('Default content')}</Label>
          )
        }
        description={sentWhen(type, campaign, t)}
        initial={{ name: '', subject: data.subject, body: data.body }}
        previewType={type}
        save={async (values) => {
          const saved = await saveTemplateContent(campaign.id, type, {
            subject: values.subject,
            body: values.body,
          });
          storeContent(saved);
          return { name: '', subject: saved.subject, body: saved.body };
        }}
        actions={
          data.isCustom ? (
            <Button
              color="inherit"
              startIcon={<RestartAltOutlined />}
              onClick={() => setConfirmReset(true)}
            >
              {t('Reset to default')}
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        open={confirmReset}
        title={t('Reset to the default email?')}
        content={t(
          'The campaign’s own subject and body for this email are dropped; the default content is used again.',
        )}
        confirmLabel={t('Reset')}
        color="warning"
        loading={resetting}
        onConfirm={() => void reset()}
        onClose={() => setConfirmReset(false)}
      />
    </>
  );
}

function CustomEditor({
  campaign,
  template,
  onCreated,
  onDeleted,
  onSend,
}: {
  campaign: Campaign;
  template: CustomEmailTemplate | null;
  onCreated: (saved: CustomEmailTemplate) => void;
  onDeleted: () => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const queryClient = useQueryClient();
  const remove = useDeleteCustomTemplate(campaign.id);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [created, setCreated] = useState<CustomEmailTemplate | null>(null);

  const save = async (values: EditorValues): Promise<EditorValues> => {
    const saved = await saveCustomTemplate(campaign.id, {
      ...(template ? { id: template.id } : {}),
      name: values.name,
      subject: values.subject,
      body: values.body,
    });
    // Put it in the list at once so the editor that opens next finds it.
    queryClient.setQueryData(
      queryKeys.emailTemplates.custom(campaign.id),
      (old: { items: CustomEmailTemplate[]; total: number } | undefined) => {
        const items = (old?.items ?? []).filter((item) => item.id !== saved.id);
        items.push(saved);
        items.sort((a, b) => a.name.localeCompare(b.name));
        return { items, total: items.length };
      },
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.emailTemplates.custom(campaign.id) });
    if (!template) setCreated(saved);
    return { name: saved.name, subject: saved.subject, body: saved.body };
  };

  return (
    <>
      <TemplateEditor
        campaignId={campaign.id}
        heading={template ? template.name : t('New custom template')}
        status={
          template ? (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('Custom template')} ·{' '}
              {t('updated {{when}}', { when: formatDayTime(template.updatedAt) })}
            </Typography>
          ) : (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('Name it, write it, save it; then send it to a group of creators.')}
            </Typography>
          )
        }
        withName
        initial={{
          name: template?.name ?? '',
          subject: template?.subject ?? '',
          body: template?.body ?? '',
        }}
        previewType={EmailTemplateType.Invite}
        save={save}
        onSaved={() => {
          if (created) onCreated(created);
        }}
        actions={
          template ? (
            <>
              <Button
                color="error"
                startIcon={<DeleteOutlined />}
                onClick={() => setConfirmDelete(true)}
              >
                {t('Delete')}
              </Button>
              <Button color="inherit" startIcon={<SendOutlined />} onClick={onSend}>
                {t('Send…')}
              </Button>
            </>
          ) : null
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('Delete custom template')}
        content={t('Delete "{{name}}"? Emails already sent with it keep its name.', {
          name: template?.name,
        })}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={() =>
          template &&
          remove.mutate(template.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              enqueueSnackbar(t('Template deleted'), { variant: 'success' });
              onDeleted();
            },
            onError: (error) => {
              setConfirmDelete(false);
              toastError(error);
            },
          })
        }
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
}
