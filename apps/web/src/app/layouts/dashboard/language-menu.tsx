import Translate from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../theme/settings/settings-context.tsx';
import {
  directionOf,
  isLanguageCode,
  type LanguageCode,
  languages,
  storeLanguage,
} from '../../i18n/languages.ts';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { update } = useSettings();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';

  const choose = (code: LanguageCode) => {
    setAnchor(null);
    storeLanguage(code);
    void i18n.changeLanguage(code);
    // Arabic keeps the English strings and turns the layout right-to-left.
    update({ direction: directionOf(code) });
  };

  return (
    <>
      <IconButton
        aria-label={t('Language')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'language-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ width: 40, height: 40 }}
      >
        <Translate fontSize="small" />
      </IconButton>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 180, mt: 1 } } }}
      >
        {languages.map((lang) => (
          <MenuItem
            key={lang.code}
            selected={lang.code === current}
            onClick={() => choose(lang.code)}
            lang={lang.code}
          >
            <ListItemText>{t(lang.label)}</ListItemText>
            <Typography
              variant="caption"
              sx={{ color: 'text.disabled', textTransform: 'uppercase' }}
            >
              {lang.code}
            </Typography>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
