import { useTranslation } from 'react-i18next';
import { Label, type LabelColor } from './label.tsx';

/** A Label whose text is a translation key, e.g. a status's contract label. */
export function TranslatedLabel({ color, text }: { color: LabelColor; text: string }) {
  const { t } = useTranslation();
  return <Label color={color}>{t(text)}</Label>;
}
