import { type CampaignListItem, CampaignStatus } from '@app/contract';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { mountedWhileOpen } from '../../../components/mounted-while-open.tsx';
import { useCampaigns } from '../api/campaigns-queries.ts';

type TransferMode = 'copy' | 'move';
type TransferValues = { target: number | ''; mode: TransferMode };

type TransferDialogProps = {
  open: boolean;
  campaignId: number;
  count: number;
  loading: boolean;
  onSubmit: (target: number, mode: TransferMode) => void;
  onClose: () => void;
};

/** Put the selected creators into another campaign as Pending: a copy, or a move. */
export const TransferDialog = mountedWhileOpen(TransferContent);

function TransferContent({ campaignId, count, loading, onSubmit, onClose }: TransferDialogProps) {
  const { t } = useTranslation();
  const form = useForm<TransferValues>({ defaultValues: { target: '', mode: 'copy' } });
  const fields = formFields(form);
  const target = useWatch({ control: form.control, name: 'target' });
  const campaigns = useCampaigns({
    page: 0,
    pageSize: 100,
    sort: { field: 'createdAt', order: 'desc' },
    filters: { status: CampaignStatus.Active },
  });
  const options: CampaignListItem[] = (campaigns.data?.items ?? []).filter(
    (c) => c.id !== campaignId,
  );

  // The parent runs the transfer and closes the dialog once it answers.
  const submit = (values: TransferValues) => {
    if (values.target !== '') onSubmit(values.target, values.mode);
    return null;
  };

  return (
    <FormDialog
      form={form}
      title={t('Transfer {{count}} creators', {
        count,
        defaultValue_one: 'Transfer {{count}} creator',
      })}
      submitLabel={t('Transfer')}
      submitDisabled={target === ''}
      pending={loading}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <fields.Field
        name="target"
        render={({ field }) => (
          <TextField
            select
            label={t('Target campaign')}
            value={field.value === '' ? '' : String(field.value)}
            onChange={(e) => field.onChange(Number(e.target.value))}
            helperText={
              campaigns.isSuccess && !options.length
                ? t('There is no other active campaign.')
                : undefined
            }
          >
            {options.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" noWrap>
                    {c.name}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap>
                    {c.product.title}
                  </Typography>
                </Box>
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <fields.Field
        name="mode"
        render={({ field }) => (
          <RadioGroup
            value={field.value}
            onChange={(e) => field.onChange(e.target.value === 'move' ? 'move' : 'copy')}
          >
            <FormControlLabel
              value="copy"
              control={<Radio />}
              label={t('Copy: keep them here too')}
            />
            <FormControlLabel
              value="move"
              control={<Radio />}
              label={t('Move: remove them from this campaign (paid creators stay)')}
            />
          </RadioGroup>
        )}
      />
    </FormDialog>
  );
}
