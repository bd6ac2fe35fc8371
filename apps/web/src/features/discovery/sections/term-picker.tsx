import type { DiscoveryTermKind } from '@app/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { useDiscoveryTerms } from '../api/discovery-api.ts';
import type { PickedTerm } from '../logic/creator-search.ts';
import { termKindLabel, termKindOptions } from '../logic/term-kinds.ts';
import { FacetCount } from './facet-count.tsx';
import { PickerInput } from './picker-input.tsx';

type TermPickerProps = {
  label: string;
  /** Kind and terms side by side (a toolbar) rather than stacked (the filter panel). */
  inline?: boolean;
  value: PickedTerm[];
  onChange: (terms: PickedTerm[]) => void;
};

const sameTerm = (a: PickedTerm, b: PickedTerm) => a.kind === b.kind && a.id === b.id;

/**
 * IGDB terms (genre, theme, keyword…): pick a kind, then type to find its terms. The chips
 * keep the terms of every kind picked so far.
 */
export function TermPicker({ label, inline = false, value, onChange }: TermPickerProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<DiscoveryTermKind>('genre');
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebouncedValue(input.trim(), 300);
  const terms = useDiscoveryTerms(
    kind,
    {
      page: 0,
      pageSize: 30,
      sort: search ? { field: 'name', order: 'asc' } : { field: 'gamesCount', order: 'desc' },
      ...(search ? { search } : {}),
    },
    open,
  );
  const options: (PickedTerm & { gamesCount?: number })[] = (terms.data?.items ?? []).map(
    (term) => ({
      kind: term.kind,
      id: term.id,
      name: term.name,
      gamesCount: term.gamesCount,
    }),
  );

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: inline ? { xs: 'column', sm: 'row' } : 'column',
        gap: 1.25,
      }}
    >
      <TextField
        select
        sx={inline ? { width: { xs: 1, sm: 170 }, flexShrink: 0 } : undefined}
        label={t('Term kind')}
        value={kind}
        onChange={(e) => {
          const next = termKindOptions.find((o) => o.value === e.target.value);
          if (next) setKind(next.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      >
        {termKindOptions.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {t(option.label)}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete<PickedTerm & { gamesCount?: number }, true>
        multiple
        sx={{ flexGrow: 1 }}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={value}
        onChange={(_, next) =>
          onChange(next.map(({ kind: k, id, name }) => ({ kind: k, id, name })))
        }
        inputValue={input}
        onInputChange={(_, next, reason) => {
          if (reason !== 'reset') setInput(next);
        }}
        filterOptions={(o) => o}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={sameTerm}
        filterSelectedOptions
        loading={terms.isFetching}
        noOptionsText={t('No terms match')}
        renderValue={(selected, getItemProps) =>
          selected.map((term, index) => {
            const { key, ...itemProps } = getItemProps({ index });
            return (
              <Chip
                key={key}
                label={`${t(termKindLabel(term.kind))}: ${term.name}`}
                {...itemProps}
              />
            );
          })
        }
        renderOption={({ key, ...props }, option) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
            <span dir="auto">{option.name}</span>
            <FacetCount count={option.gamesCount} />
          </Box>
        )}
        renderInput={(params) => (
          <PickerInput
            params={params}
            label={label}
            placeholder={
              value.length
                ? ''
                : t('Search {{kind}}…', { kind: t(termKindLabel(kind)).toLowerCase() })
            }
          />
        )}
      />
    </Box>
  );
}
