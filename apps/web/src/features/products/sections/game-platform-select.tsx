import { type GamePlatform, gamePlatform, gamePlatformLabel } from '@app/contract';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

const allPlatforms = gamePlatform.options;

type GamePlatformSelectProps = {
  label: string;
  value: readonly GamePlatform[];
  onChange: (value: GamePlatform[]) => void;
  helperText?: string | undefined;
  error?: boolean;
};

/** Several game platforms (Steam, Epic, ...) as chips in a select, in the contract's order. */
export function GamePlatformSelect({
  label,
  value,
  onChange,
  helperText,
  error,
}: GamePlatformSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      fullWidth
      label={label}
      value={value}
      error={error}
      helperText={helperText}
      onChange={(e) => {
        const next = e.target.value as unknown as GamePlatform[] | string;
        const picked = typeof next === 'string' ? next.split(',') : next;
        onChange(allPlatforms.filter((p) => picked.includes(p)));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <span style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
              {(selected as GamePlatform[]).map((p) => (
                <Chip key={p} size="small" label={t(gamePlatformLabel[p])} />
              ))}
            </span>
          ),
        },
      }}
    >
      {allPlatforms.map((platform) => (
        <MenuItem key={platform} value={platform}>
          <Checkbox
            size="small"
            checked={value.includes(platform)}
            sx={{ p: 0, marginInlineEnd: 1 }}
          />
          <ListItemText primary={t(gamePlatformLabel[platform])} />
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Labels of platforms, for chip lists in tables. */
export function platformLabels(
  platforms: readonly GamePlatform[],
  t: (key: string) => string,
): string[] {
  return platforms.map((p) => t(gamePlatformLabel[p]));
}
