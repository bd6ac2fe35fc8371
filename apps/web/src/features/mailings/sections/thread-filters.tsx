import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/data-grid/filter-select.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { SettingSwitch } from '../../../components/setting-switch.tsx';
import { useMailboxAccounts } from '../api/mailings-api.ts';
import type { ThreadListState } from '../logic/thread-list-state.ts';
import { InfluencerPicker } from './influencer-picker.tsx';

type ThreadFiltersProps = {
  /** What the search box shows (the address follows once typing settles). */
  searchText: string;
  onSearchText: (text: string) => void;
  state: ThreadListState;
  onChange: (change: Partial<ThreadListState>) => void;
  /** A creator's own threads (their profile): no creator filter to choose. */
  fixedInfluencer?: boolean;
};

/** Search, mailbox, creator and "Unread only" above the thread list. */
export function ThreadFilters({
  searchText,
  onSearchText,
  state,
  onChange,
  fixedInfluencer = false,
}: ThreadFiltersProps) {
  const { t } = useTranslation();
  const accounts = useMailboxAccounts();
  const options = (accounts.data?.items ?? []).map((a) => ({ value: a.id, label: a.email }));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2.5 }}>
      <SearchField
        value={searchText}
        onChange={onSearchText}
        placeholder={t('Search threads…')}
        ariaLabel={t('Search threads')}
        basis={220}
      />
      {options.length > 1 ? (
        <FilterSelect
          label={t('Mailbox')}
          value={state.accountId ?? ''}
          onChange={(value) => onChange({ accountId: value === '' ? null : value })}
          allLabel={t('All mailboxes')}
          options={options}
          width={220}
        />
      ) : null}
      {fixedInfluencer ? null : (
        <InfluencerPicker
          label={t('Creator')}
          value={state.influencerId}
          onChange={(influencer) => onChange({ influencerId: influencer?.id ?? null })}
          sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
        />
      )}
      <SettingSwitch
        checked={state.unread}
        onChange={(checked) => onChange({ unread: checked })}
        label={t('Unread only')}
      />
    </Box>
  );
}
