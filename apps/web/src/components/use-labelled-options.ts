import { useTranslation } from 'react-i18next';

/**
 * A select's options for some of a contract enum's values, each shown by its contract label
 * (a translation key), in the order given: `useLabelledOptions(roles, userRoleLabel)`.
 */
export function useLabelledOptions<V extends string | number>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): { value: V; label: string }[] {
  const { t } = useTranslation();
  return values.map((value) => {
    const key: string = labels[value];
    return { value, label: t(key) };
  });
}
