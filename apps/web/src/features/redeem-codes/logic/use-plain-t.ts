import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** i18next's t narrowed to what the logic modules take, so they stay testable without i18next. */
export function usePlainT(): Translate {
  const { t } = useTranslation();
  return useCallback((key, options) => t(key, { ...options }), [t]);
}
