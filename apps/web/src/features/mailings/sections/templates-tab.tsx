import type { MailingTemplate } from '@app/contract';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import Card from '@mui/material/Card';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { GridToolbar } from '../../../components/data-grid/grid-toolbar.tsx';
import { listRequest } from '../../../components/data-grid/list-request.ts';
import { RowActionsMenu } from '../../../components/data-grid/row-actions.tsx';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { useEditableList } from '../../../components/data-grid/use-editable-list.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import {
  useCloneMailingTemplate,
  useDeleteMailingTemplate,
  useMailingTemplates,
} from '../api/mailings-api.ts';
import { TemplateDialog } from '../dialogs/template-dialog.tsx';
import { useTemplateColumns } from './template-columns.tsx';

type SortField = 'name' | 'updatedAt';
const sortFields: readonly SortField[] = ['name', 'updatedAt'];

/** The team's mailing templates: paged on the server, with add, edit, clone and delete. */
export function TemplatesTab() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const { grid, search, dialog, menu, common } = useEditableList<MailingTemplate, SortField>({
    table: 'mailing-templates',
    sortFields,
    defaultSort: { field: 'updatedAt', order: 'desc' },
  });
  const templates = useMailingTemplates(listRequest(grid, search));
  const clone = useCloneMailingTemplate();
  const remove = useDeleteMailingTemplate();
  const [deleting, setDeleting] = useState<MailingTemplate | null>(null);
  const columns = useTemplateColumns(dialog.edit, menu.open);

  const cloneTemplate = (template: MailingTemplate) =>
    clone.mutate(template.id, {
      onSuccess: (copy) =>
        enqueueSnackbar(t('Copied as "{{name}}"', { name: copy.name }), { variant: 'success' }),
      onError: toastError,
    });

  return (
    <Card>
      <GridToolbar
        view={grid}
        search={{
          ...search,
          placeholder: t('Search templates…'),
          ariaLabel: t('Search templates'),
        }}
        add={{ label: t('New template'), onClick: dialog.add }}
      />
      <ServerDataGrid<MailingTemplate, SortField>
        label={t('Mailing templates')}
        grid={grid}
        query={templates}
        columns={columns}
        rowHeight={64}
        errorTitle={t('Could not load templates')}
        empty={{
          icon: <DraftsOutlined />,
          title: t('No templates yet'),
          description: t('Save the emails you write to creators again and again as templates.'),
          noMatch: Boolean(search.debounced) && {
            title: t('No templates match'),
            description: t('Try another search.'),
          },
        }}
      />
      <RowActionsMenu
        menu={menu}
        actions={(template) => [
          common.edit(() => dialog.edit(template)),
          {
            key: 'clone',
            label: t('Clone'),
            icon: <ContentCopyOutlined fontSize="small" />,
            onClick: () => cloneTemplate(template),
          },
          common.remove(() => setDeleting(template)),
        ]}
      />
      {dialog.open ? <TemplateDialog template={dialog.item} onClose={dialog.close} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('Delete template')}
        content={t('Delete "{{name}}"? Messages started from it keep their text.', {
          name: deleting?.name ?? '',
        })}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              enqueueSnackbar(t('Template deleted'), { variant: 'success' });
              setDeleting(null);
            },
            onError: (error) => {
              toastError(error);
              setDeleting(null);
            },
          });
        }}
      />
    </Card>
  );
}
