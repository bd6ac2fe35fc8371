import { type ErrorWhere, errorInWords } from '@app/contract';
import { useTranslation } from 'react-i18next';

/** A raw error as the translated sentence alone, for a tooltip or a toast. */
export function useErrorWords() {
  const { t } = useTranslation();
  return (raw: string, where: ErrorWhere, platform?: string) => {
    const words = errorInWords(raw, where, platform);
    return t(words.sentence, words.values);
  };
}
