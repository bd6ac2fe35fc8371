import type { TextFieldProps } from '@mui/material/TextField';
import type { TFunction } from 'i18next';

/** The "Channel URL" field of adding a creator or a channel by link. */
export function channelUrlField(t: TFunction, placeholder: string) {
  return {
    label: t('Channel URL'),
    placeholder,
    autoComplete: 'off',
    helperText: t('A YouTube channel or video link, or a Twitch channel link'),
    slotProps: { inputLabel: { shrink: true }, htmlInput: { inputMode: 'url' } },
  } satisfies Omit<TextFieldProps, 'name' | 'value' | 'onChange'>;
}
