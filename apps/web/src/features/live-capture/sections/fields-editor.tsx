import {
  LEAD_MAGNET_FIELDS_MAX,
  LeadMagnetFieldType,
  leadMagnetFieldTypeLabel,
} from '@app/contract';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DynamicFormOutlined from '@mui/icons-material/DynamicFormOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import {
  addField,
  type FieldDraft,
  fieldIssues,
  moveField,
  optionsFromText,
  relabelField,
} from '../logic/lead-magnet-form.ts';

const fieldTypes = Object.values(LeadMagnetFieldType);

/** The choices of a select field, typed one per line; kept as typed until it loses focus. */
function OptionsField({
  options,
  error,
  onChange,
  label,
}: {
  options: string[];
  error?: string;
  onChange: (options: string[]) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(options.join('\n'));
  return (
    <TextField
      label={t('Choices')}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(optionsFromText(e.target.value));
      }}
      onBlur={() => setText(options.join('\n'))}
      multiline
      minRows={2}
      size="small"
      fullWidth
      error={Boolean(error)}
      helperText={error ? t(error) : t('One choice per line')}
      slotProps={{ htmlInput: { 'aria-label': t('Choices of {{label}}', { label }) } }}
    />
  );
}

/**
 * The lead magnet's extra fields, beside email and channel URL (at most 10): label, answer
 * key, type, required, and the choices of a select field. Each field shows its own problems.
 */
export function FieldsEditor({
  value,
  onChange,
  disabled = false,
}: {
  value: readonly FieldDraft[];
  onChange: (fields: FieldDraft[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const issues = fieldIssues(value);
  const set = (index: number, patch: Partial<FieldDraft>) =>
    onChange(value.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const add = () => {
    const next = addField(value);
    if (next) onChange(next);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {value.length === 0 ? (
        <EmptyState
          compact
          icon={<DynamicFormOutlined />}
          title={t('Email and channel link only')}
          description={t('Add questions the creator answers beside them, e.g. their Discord name.')}
        />
      ) : null}
      {value.map((field, index) => {
        const issue = issues[index] ?? {};
        const name = field.label || t('Field {{n}}', { n: index + 1 });
        return (
          <Box
            // The key can change while typing; the position is the field's identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: fields have no stable id
            key={index}
            role="group"
            aria-label={t('Field {{n}}', { n: index + 1 })}
            sx={(theme) => ({
              p: 2,
              borderRadius: 1.5,
              border: `1px solid ${theme.palette.divider}`,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', md: '2fr 1fr auto' },
              alignItems: 'start',
            })}
          >
            <TextField
              label={t('Label')}
              value={field.label}
              onChange={(e) => onChange(relabelField(value, index, e.target.value))}
              size="small"
              fullWidth
              disabled={disabled}
              error={Boolean(issue.label)}
              helperText={issue.label ? t(issue.label) : undefined}
            />
            <TextField
              select
              label={t('Type')}
              value={field.type}
              onChange={(e) => set(index, { type: e.target.value as LeadMagnetFieldType })}
              size="small"
              fullWidth
              disabled={disabled}
            >
              {fieldTypes.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(leadMagnetFieldTypeLabel[type])}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end' }}>
              <Tooltip title={t('Move up')}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('Move {{name}} up', { name })}
                    disabled={disabled || index === 0}
                    onClick={() => onChange(moveField(value, index, -1))}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('Move down')}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('Move {{name}} down', { name })}
                    disabled={disabled || index === value.length - 1}
                    onClick={() => onChange(moveField(value, index, 1))}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={t('Remove')}>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t('Remove {{name}}', { name })}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
            <TextField
              label={t('Answer key')}
              value={field.key}
              onChange={(e) => set(index, { key: e.target.value })}
              size="small"
              fullWidth
              disabled={disabled}
              error={Boolean(issue.key)}
              helperText={issue.key ? t(issue.key) : t('Names the answer in exports and webhooks')}
              slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={field.required}
                  disabled={disabled}
                  onChange={(e) => set(index, { required: e.target.checked })}
                />
              }
              label={t('Required')}
              sx={{ gridColumn: { md: 'span 2' }, mt: 0.5 }}
            />
            {field.type === LeadMagnetFieldType.Select ? (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <OptionsField
                  // Remounts its text when another field takes this position.
                  key={field.key}
                  options={field.options}
                  error={issue.options}
                  label={name}
                  onChange={(options) => set(index, { options })}
                />
              </Box>
            ) : null}
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<Add />}
          onClick={add}
          disabled={disabled || value.length >= LEAD_MAGNET_FIELDS_MAX}
        >
          {t('Add field')}
        </Button>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('{{count}} of {{max}} fields', { count: value.length, max: LEAD_MAGNET_FIELDS_MAX })}
        </Typography>
      </Box>
    </Box>
  );
}
