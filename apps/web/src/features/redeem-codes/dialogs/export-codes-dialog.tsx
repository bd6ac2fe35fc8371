import type { RedeemCodePlatform } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { formFields } from '../../../components/form/form-fields.ts';
import { useForm } from '../../../components/form/use-form.ts';
import { formatFull } from '../../../format/format.ts';
import { useExportCodes } from '../api/redeem-codes-queries.ts';
import type { ExportKind } from '../logic/export-file.ts';
import type { PoolStats } from '../sections/pool-card.tsx';
import { PoolPlatformSelect } from '../sections/pool-platform-select.tsx';

type ExportCodesDialogProps = {
  campaignId: number;
  pools: PoolStats[];
  onClose: () => void;
};

type ExportValues = { kind: ExportKind; remove: boolean; platform: RedeemCodePlatform | '' };

/** Unused codes (optionally leaving the pool) or used ones, as a text file. Mounted only while open. */
export function ExportCodesDialog({ campaignId, pools, onClose }: ExportCodesDialogProps) {
  const { t } = useTranslation();
  const exporter = useExportCodes(campaignId);
  const form = useForm<ExportValues>({
    defaultValues: { kind: 'unused', remove: false, platform: '' },
  });
  const fields = formFields(form);
  const [kind, remove, platform] = useWatch({
    control: form.control,
    name: ['kind', 'remove', 'platform'],
  });
  const removing = kind === 'unused' && remove;

  const inScope = platform ? pools.filter((p) => p.platform === platform) : pools;
  const unused = inScope.reduce((sum, p) => sum + p.available, 0);
  const used = inScope.reduce((sum, p) => sum + p.issued, 0);
  const count = kind === 'unused' ? unused : used;

  const submit = async (values: ExportValues) => {
    const scope = values.platform ? { platform: values.platform } : {};
    const file = await exporter.mutateAsync(
      values.kind === 'unused'
        ? { kind: values.kind, body: { campaignId, remove: values.remove, ...scope } }
        : { kind: values.kind, body: { campaignId, ...scope } },
    );
    const codes = file.count ?? count;
    const said = { file: file.fileName, count: codes, formatted: formatFull(codes) };
    return values.kind === 'unused' && values.remove
      ? t('Saved {{file}}: {{formatted}} codes, removed from the pool', said)
      : t('Saved {{file}}: {{formatted}} codes', said);
  };

  const option = (value: ExportKind, title: string, description: string, amount: number) => (
    <FormControlLabel
      value={value}
      control={<Radio />}
      sx={(theme) => ({
        m: 0,
        p: 1.5,
        pr: 2,
        alignItems: 'flex-start',
        borderRadius: 1.5,
        border: `1px solid ${kind === value ? theme.palette.primary.main : theme.palette.divider}`,
        bgcolor: kind === value ? alpha(theme.palette.primary.main, 0.04) : 'transparent',
        '& .MuiRadio-root': { mt: -0.75 },
      })}
      label={
        <Box>
          <Typography variant="subtitle2">
            {title}{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              ({formatFull(amount)})
            </Typography>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {description}
          </Typography>
        </Box>
      }
    />
  );

  return (
    <FormDialog
      form={form}
      title={t('Export codes')}
      submitLabel={removing ? t('Export and remove') : t('Export')}
      submitColor={removing ? 'warning' : 'primary'}
      submitDisabled={count === 0}
      onSubmit={submit}
      onClose={onClose}
    >
      <fields.Field
        name="kind"
        render={({ field }) => (
          <RadioGroup
            aria-label={t('Which codes')}
            value={field.value}
            onChange={(e) => field.onChange(e.target.value as ExportKind)}
            sx={{ gap: 1.5 }}
          >
            {option(
              'unused',
              t('Unused codes'),
              t('Available codes, one per line: ready to import elsewhere.'),
              unused,
            )}
            {option(
              'used',
              t('Used codes'),
              t('Issued codes with the creator and date, for accounting.'),
              used,
            )}
          </RadioGroup>
        )}
      />
      {kind === 'unused' ? (
        <fields.Field
          name="remove"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                />
              }
              label={t('Remove them from the pool')}
            />
          )}
        />
      ) : null}
      {removing ? (
        <Alert severity="warning">
          {t(
            'The exported codes leave this campaign: creators can no longer get them here. Reserved and issued codes stay.',
          )}
        </Alert>
      ) : null}
      <fields.Field
        name="platform"
        render={({ field }) => (
          <PoolPlatformSelect pools={pools} value={field.value} onChange={field.onChange} />
        )}
      />
    </FormDialog>
  );
}
