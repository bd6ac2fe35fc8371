import type { MailingTemplate } from '@app/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../components/use-debounced-value.ts';
import { useMailingTemplates } from '../api/mailings-api.ts';

type TemplatePickerProps = {
  value: MailingTemplate | null;
  onPick: (template: MailingTemplate | null) => void;
  disabled?: boolean;
};

/** One of the team's mailing templates, searched by name on the server as you type. */
export function TemplatePicker({ value, onPick, disabled }: TemplatePickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const templates = useMailingTemplates({
    page: 0,
    pageSize: 50,
    search: debounced || undefined,
    sort: { field: 'name', order: 'asc' },
  });
  return (
    <Autocomplete
      options={templates.data?.items ?? []}
      value={value}
      disabled={disabled}
      onChange={(_, template) => onPick(template)}
      onInputChange={(_, text, reason) => setSearch(reason === 'input' ? text : '')}
      filterOptions={(all) => all}
      getOptionLabel={(template) => template.name}
      getOptionKey={(template) => template.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={templates.isFetching}
      noOptionsText={t('No templates match')}
      renderInput={(params) => <TextField {...params} label={t('Template')} />}
    />
  );
}
