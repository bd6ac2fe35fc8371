import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useServerSearch } from '../../../components/use-server-search.ts';
import { useInfluencer, useInfluencerList } from '../../influencers/index.ts';
import type { ComposerInfluencer as PickedInfluencer } from '../logic/composer-request.ts';

type InfluencerPickerProps = {
  label: string;
  /** The chosen creator's id (from the address, say); its name is fetched when needed. */
  value: number | null;
  onChange: (influencer: PickedInfluencer | null) => void;
  /** What the parent knows of the chosen creator already, to show without a fetch. */
  known?: PickedInfluencer | null;
  size?: 'small' | 'medium';
  helperText?: string;
  error?: boolean;
  sx?: object;
};

/** A creator of the CRM, searched on the server by name, media name or email as you type. */
export function InfluencerPicker({
  label,
  value,
  onChange,
  known = null,
  size = 'medium',
  helperText,
  error,
  sx,
}: InfluencerPickerProps) {
  const { t } = useTranslation();
  const { search, autocompleteProps } = useServerSearch<PickedInfluencer>();
  const list = useInfluencerList({
    page: 0,
    pageSize: 20,
    search: search || undefined,
    sort: { field: 'mediaName', order: 'asc' },
  });
  const needsFetch = value !== null && known?.id !== value;
  const chosen = useInfluencer(needsFetch ? value : 0);
  const selected: PickedInfluencer | null =
    value === null
      ? null
      : known?.id === value
        ? known
        : chosen.data
          ? { id: chosen.data.id, mediaName: chosen.data.mediaName, email: chosen.data.email }
          : { id: value, mediaName: '…', email: null };
  const options: PickedInfluencer[] = (list.data?.items ?? []).map((item) => ({
    id: item.id,
    mediaName: item.mediaName,
    email: item.email,
  }));

  return (
    <Autocomplete
      size={size}
      options={options}
      value={selected}
      onChange={(_, option) => onChange(option)}
      {...autocompleteProps}
      getOptionLabel={(option) => option.mediaName}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          <span>
            {option.mediaName}
            {option.email ? (
              <span dir="ltr" style={{ opacity: 0.6, marginInlineStart: 8 }}>
                {option.email}
              </span>
            ) : null}
          </span>
        </li>
      )}
      loading={list.isFetching}
      noOptionsText={t('No creators match')}
      sx={sx}
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={helperText} error={error} />
      )}
    />
  );
}
