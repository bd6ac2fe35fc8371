import { useTranslation } from 'react-i18next';
import { allListsParams, useLists } from '../../lists/index.ts';
import { type PickerProps, PickTargetDialog } from './pick-target-dialog.tsx';

/** The list the selected creators go into (added to the CRM first when needed). */
export function PickListDialog({ count, ...picker }: PickerProps) {
  const { t } = useTranslation();
  const lists = useLists(allListsParams);
  return (
    <PickTargetDialog
      {...picker}
      title={t('Add to list')}
      description={t(
        '{{count}} creators go into the list; those not in the CRM yet are added to it first.',
        {
          count,
          defaultValue_one:
            '{{count}} creator goes into the list; if not in the CRM yet, it is added to it first.',
        },
      )}
      fieldLabel={t('List')}
      options={(lists.data?.items ?? []).map((list) => ({
        id: list.id,
        name: list.name,
        detail: t('{{count}} creators', { count: list.itemsCount }),
      }))}
      loading={lists.isPending}
      emptyText={t('No lists yet: create one in Settings > Lists')}
    />
  );
}
