import type { MailingTemplate } from '@app/contract';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useServerSearch } from '../../../components/use-server-search.ts';
import { useMailingTemplates } from '../api/mailings-api.ts';

type TemplatePickerProps = {
  value: MailingTemplate | null;
  onPick: (template: MailingTemplate | null) => void;
  disabled?: boolean;
};

/** One of the team's mailing templates, searched by name on the server as you type. */
export function TemplatePicker({ value, onPick, disabled }: TemplatePickerProps) {
  const { t } = useTranslation();
  const { search, autocompleteProps } = useServerSearch<MailingTemplate>();
  const templates = useMailingTemplates({
    page: 0,
    pageSize: 50,
    search: search || undefined,
    sort: { field: 'name', order: 'asc' },
  });
  return (
    <Autocomplete
      options={templates.data?.items ?? []}
      value={value}
      disabled={disabled}
      onChange={(_, template) => onPick(template)}
      {...autocompleteProps}
      getOptionLabel={(template) => template.name}
      getOptionKey={(template) => template.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={templates.isFetching}
      noOptionsText={t('No templates match')}
      renderInput={(params) => <TextField {...params} label={t('Template')} />}
    />
  );
}
