import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeOption } from '../../influencers/index.ts';
import { FacetCount } from './facet-count.tsx';
import { PickerInput } from './picker-input.tsx';

type CodeFacetFieldProps = {
  label: string;
  /** Every code with its name (languages or countries). */
  options: CodeOption[];
  /** The facet: the most frequent codes of the search and how many creators each has. */
  counts: readonly { value: string; count: number }[] | undefined;
  value: string[];
  onChange: (codes: string[]) => void;
};

/**
 * Languages or countries to search: the ones the results have come first with their counts,
 * then every other code by name.
 */
export function CodeFacetField({ label, options, counts, value, onChange }: CodeFacetFieldProps) {
  const { t } = useTranslation();
  const countOf = useMemo(
    () => new Map((counts ?? []).map((c) => [c.value.toLowerCase(), c.count])),
    [counts],
  );
  const ordered = useMemo(() => {
    const byCode = new Map(options.map((o) => [o.code.toLowerCase(), o]));
    const frequent = (counts ?? []).flatMap((c) => {
      const option = byCode.get(c.value.toLowerCase());
      return option ? [option] : [{ code: c.value, name: c.value }];
    });
    const seen = new Set(frequent.map((o) => o.code.toLowerCase()));
    return [...frequent, ...options.filter((o) => !seen.has(o.code.toLowerCase()))];
  }, [options, counts]);
  const selected = value.map(
    (code) =>
      ordered.find((o) => o.code.toLowerCase() === code.toLowerCase()) ?? { code, name: code },
  );
  return (
    <Autocomplete
      multiple
      options={ordered}
      value={selected}
      onChange={(_, next) => onChange(next.map((o) => o.code))}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      filterSelectedOptions
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <span>{option.name}</span>
          <FacetCount count={countOf.get(option.code.toLowerCase())} />
        </Box>
      )}
      renderInput={(params) => (
        <PickerInput params={params} label={label} placeholder={selected.length ? '' : t('Any')} />
      )}
    />
  );
}
