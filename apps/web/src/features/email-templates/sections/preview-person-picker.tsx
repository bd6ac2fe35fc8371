import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useServerSearch } from '../../../components/use-server-search.ts';
import { useWorkflow } from '../../campaigns/index.ts';

/** Whose data fills the preview's variables: one of the campaign's creators, or null for the sample. */
export type PreviewPerson = { id: number; mediaName: string } | null;

type Option = { kind: 'sample' } | { kind: 'creator'; id: number; mediaName: string };
const SAMPLE: Option = { kind: 'sample' };

type PreviewPersonPickerProps = {
  campaignId: number;
  value: PreviewPerson;
  onChange: (person: PreviewPerson) => void;
};

/**
 * "Preview as": the sample creator (always first) or a creator of the campaign, searched on
 * the server by name as you type.
 */
export function PreviewPersonPicker({ campaignId, value, onChange }: PreviewPersonPickerProps) {
  const { t } = useTranslation();
  const { search, autocompleteProps } = useServerSearch<Option>();
  const creators = useWorkflow(campaignId, {
    page: 0,
    pageSize: 20,
    search: search || undefined,
    sort: { field: 'mediaName', order: 'asc' },
  });
  const options: Option[] = [
    SAMPLE,
    ...(creators.data?.items ?? []).map((item) => ({
      kind: 'creator' as const,
      id: item.id,
      mediaName: item.influencer.mediaName,
    })),
  ];
  const selected: Option = value ? { kind: 'creator', ...value } : SAMPLE;
  const labelOf = (option: Option) =>
    option.kind === 'sample' ? t('Sample creator (Alex Rivera)') : option.mediaName;

  return (
    <Autocomplete
      size="small"
      disableClearable
      options={options}
      value={selected}
      onChange={(_, option) =>
        onChange(option.kind === 'sample' ? null : { id: option.id, mediaName: option.mediaName })
      }
      {...autocompleteProps}
      getOptionLabel={labelOf}
      getOptionKey={(option) => (option.kind === 'sample' ? 'sample' : option.id)}
      isOptionEqualToValue={(a, b) =>
        a.kind === 'sample' ? b.kind === 'sample' : b.kind === 'creator' && a.id === b.id
      }
      loading={creators.isFetching}
      noOptionsText={t('No creators in this campaign match')}
      sx={{ minWidth: 220, flex: '1 1 240px' }}
      renderInput={(params) => <TextField {...params} label={t('Preview as')} />}
    />
  );
}
