import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useMatches } from 'react-router';
import { EmptyStateCard } from '../../../components/empty-state-card.tsx';
import { type Crumb, PageHeader } from '../../../components/page-header.tsx';
import { WrapRow } from '../../../components/wrap-row.tsx';
import { type AreaKey, areas, isAreaKey } from './area-definitions.tsx';

/** A route whose area has not landed yet: a clear empty state, never fake data. */
export function AreaPage({ area }: { area: AreaKey }) {
  const { t } = useTranslation();
  const def = areas[area];
  const crumbs: Crumb[] = [{ label: t('Home'), to: '/' }];
  if (def.parent) crumbs.push({ label: t(def.parent.label), to: def.parent.to });
  crumbs.push({ label: t(def.title) });

  return (
    <>
      <PageHeader title={t(def.title)} crumbs={crumbs} />
      <EmptyStateCard
        icon={def.icon}
        title={t(def.heading)}
        description={t(def.description)}
        action={
          def.parent ? (
            <Button component={RouterLink} to={def.parent.to} variant="outlined" color="inherit">
              {t('Back to {{area}}', { area: t(def.parent.label) })}
            </Button>
          ) : null
        }
      >
        <WrapRow
          component="ul"
          aria-label={t('Coming in this area')}
          sx={{ justifyContent: 'center', gap: 1, p: 0, m: 0, mt: 1, listStyle: 'none' }}
        >
          {def.features.map((feature) => (
            <li key={feature}>
              <Chip
                size="small"
                variant="outlined"
                icon={<CheckCircleOutlined />}
                label={t(feature)}
                sx={{ color: 'text.secondary', '& .MuiChip-icon': { color: 'primary.main' } }}
              />
            </li>
          ))}
        </WrapRow>
      </EmptyStateCard>
    </>
  );
}

/** Router entry: the area comes from the matched route's `handle`. */
export function AreaRoutePage() {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle;
  const area =
    typeof handle === 'object' && handle !== null && 'area' in handle ? handle.area : null;
  if (!isAreaKey(area)) throw new Error('Area route without a valid handle');
  return <AreaPage area={area} />;
}
