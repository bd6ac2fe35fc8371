import type { RedeemCodePlatform } from '@app/contract';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { PoolStats } from './pool-card.tsx';

/** Which platform's pool an export or a transfer covers; empty is all of them. */
export function PoolPlatformSelect({
  pools,
  value,
  onChange,
}: {
  pools: PoolStats[];
  value: RedeemCodePlatform | '';
  onChange: (platform: RedeemCodePlatform | '') => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={t('Platform')}
      value={value}
      onChange={(e) => onChange(e.target.value as RedeemCodePlatform | '')}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t('All platforms')}</MenuItem>
      {pools.map((p) => (
        <MenuItem key={p.platform} value={p.platform}>
          {t(p.label)}
        </MenuItem>
      ))}
    </TextField>
  );
}
