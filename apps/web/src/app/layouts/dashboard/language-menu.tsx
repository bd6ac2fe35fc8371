import Translate from '@mui/icons-material/Translate';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../theme/settings/settings-context.tsx';
import {
  directionOf,
  isLanguageCode,
  type LanguageCode,
  languages,
  storeLanguage,
} from '../../i18n/languages.ts';
import { HeaderMenu } from './header-menu.tsx';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const { update } = useSettings();
  const current: LanguageCode = isLanguageCode(i18n.language) ? i18n.language : 'en';

  const choose = (code: LanguageCode) => {
    storeLanguage(code);
    void i18n.changeLanguage(code);
    // Arabic keeps the English strings and turns the layout right-to-left.
    update({ direction: directionOf(code) });
  };

  return (
    <HeaderMenu
      id="language-menu"
      label={t('Language')}
      button={<Translate fontSize="small" />}
      buttonSx={{ width: 40, height: 40 }}
      width={180}
    >
      {(close) =>
        languages.map((lang) => (
          <MenuItem
            key={lang.code}
            selected={lang.code === current}
            onClick={() => {
              close();
              choose(lang.code);
            }}
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
        ))
      }
    </HeaderMenu>
  );
}
