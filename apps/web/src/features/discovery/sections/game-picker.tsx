import type { DiscoveryRef } from '@app/contract';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { useDiscoveryGames } from '../api/discovery-api.ts';
import { releaseYear } from '../logic/discovery-format.ts';
import { PickerInput } from './picker-input.tsx';

type GameOption = DiscoveryRef & { coverUrl?: string | null; year?: number | null };

/** Games picked by typing their name: the discovery index is searched as the user types. */
export function GamePicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: DiscoveryRef[];
  onChange: (games: DiscoveryRef[]) => void;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(input.trim(), 300);
  const games = useDiscoveryGames({ page: 0, pageSize: 20, ...(search ? { search } : {}) }, open);
  const options: GameOption[] = (games.data?.items ?? []).map((g) => ({
    id: g.id,
    name: g.name,
    coverUrl: g.coverUrl,
    year: releaseYear(g.firstReleaseDate),
  }));
  return (
    <Autocomplete<GameOption, true>
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_, next) => onChange(next.map(({ id, name }) => ({ id, name })))}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      // The server already matched the text; the list shows what it answered.
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterSelectedOptions
      loading={games.isFetching}
      noOptionsText={search ? t('No games match') : t('Type a game name')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.25 }}>
          <Avatar
            variant="rounded"
            src={option.coverUrl ?? undefined}
            alt=""
            sx={{ width: 28, height: 36 }}
          >
            <SportsEsportsOutlined fontSize="small" />
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap dir="auto">
              {option.name}
            </Typography>
            {option.year ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {option.year}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <PickerInput
          params={params}
          label={label}
          placeholder={value.length ? '' : t('Search games…')}
        />
      )}
    />
  );
}
