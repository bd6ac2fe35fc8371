import { DISCOVERY_CREATOR_SORT_FIELDS, type TeamDiscoveryCreator } from '@app/contract';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BulkActionsBar } from '../../../components/data-grid/bulk-actions-bar.tsx';
import { useGridSelection } from '../../../components/data-grid/grid-selection.ts';
import { GridViewButton } from '../../../components/data-grid/grid-view-button.tsx';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { FiltersButton } from '../../../components/filters-button.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { formatTotal } from '../../../format/format.ts';
import { useDiscoveryCreatorFacets, useDiscoveryCreators } from '../api/discovery-api.ts';
import {
  type CreatorSearch,
  type CreatorSortField,
  clearedCreatorFilters,
  countCreatorFilters,
  creatorFacetsRequest,
  creatorListRequest,
  DEFAULT_CREATOR_SORT,
} from '../logic/creator-search.ts';
import { creatorSearchOfView, creatorSearchView } from '../logic/saved-search.ts';
import { useGameNames, useTermNames } from '../logic/use-ref-names.ts';
import { useSearchText } from '../logic/use-search-text.ts';
import { useUrlServerGrid } from '../logic/use-url-server-grid.ts';
import { ActiveCreatorFilters } from './active-creator-filters.tsx';
import { AddCreatorsActions } from './add-creators-actions.tsx';
import { useCreatorColumns } from './creator-columns.tsx';
import { CreatorFiltersPanel } from './creator-filters-panel.tsx';
import { FiltersSidebar } from './filters-sidebar.tsx';
import { SavedSearchesMenu } from './saved-searches-menu.tsx';

type CreatorsTabProps = {
  search: CreatorSearch;
  onChange: (change: Partial<CreatorSearch>, options?: { replace?: boolean }) => void;
  onOpenCreator: (creator: TeamDiscoveryCreator) => void;
};

/** Creators: the filter panel with its counts, and the server-paged results with bulk adds. */
export function CreatorsTab({ search, onChange, onOpenCreator }: CreatorsTabProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const docked = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const request = creatorListRequest(search);
  const list = useDiscoveryCreators(request);
  const facets = useDiscoveryCreatorFacets(creatorFacetsRequest(search)).data;
  const [text, setText] = useSearchText(search.search, (next) =>
    onChange({ search: next }, { replace: true }),
  );
  const changeGrid = useCallback(
    (
      change: Partial<Pick<CreatorSearch, 'page' | 'pageSize'>> & {
        sort?: CreatorSearch['sort'] | null;
      },
    ) => {
      const { sort, ...rest } = change;
      onChange(sort === undefined ? rest : { ...rest, sort: sort ?? DEFAULT_CREATOR_SORT });
    },
    [onChange],
  );
  const grid = useUrlServerGrid<CreatorSortField>({
    table: 'discovery-creators',
    sortFields: DISCOVERY_CREATOR_SORT_FIELDS,
    state: search,
    onChange: changeGrid,
  });
  // A saved search or a link without names shows "#12" until the names are found.
  useGameNames(search.playedGames, (playedGames) =>
    onChange({ playedGames, page: search.page }, { replace: true }),
  );
  useTermNames(search.playedTerms, (playedTerms) =>
    onChange({ playedTerms, page: search.page }, { replace: true }),
  );
  const selection = useGridSelection(list.data?.items);
  const columns = useCreatorColumns(onOpenCreator);
  const active = countCreatorFilters(search);
  const total = list.data?.total;
  const narrowed = active > 0 || search.search.trim() !== '';

  const panel = (
    <FiltersSidebar
      docked={docked}
      open={filtersOpen}
      onClose={() => setFiltersOpen(false)}
      activeCount={active}
      onReset={() => onChange(clearedCreatorFilters)}
    >
      <CreatorFiltersPanel search={search} facets={facets} onChange={onChange} />
    </FiltersSidebar>
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '264px minmax(0, 1fr)' },
      }}
    >
      {panel}
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 2.5 }}>
          <SearchField
            value={text}
            onChange={setText}
            placeholder={t('Search name or handle…')}
            ariaLabel={t('Search creators')}
          />
          {docked ? null : <FiltersButton active={active} onClick={() => setFiltersOpen(true)} />}
          <SavedSearchesMenu
            kind="discoveryCreator"
            toView={(name) => creatorSearchView(name, search)}
            onApply={(view) => onChange(creatorSearchOfView(view))}
          />
          <GridViewButton grid={grid} />
        </Box>
        <Box
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 2.5, pb: 2 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }} role="status" dir="auto">
            {total === undefined
              ? t('Searching…')
              : t('{{total}} creators', {
                  total: formatTotal(total, list.data?.totalCapped ?? false),
                })}
          </Typography>
          <ActiveCreatorFilters search={search} onChange={onChange} />
        </Box>
        {selection.selected.length ? (
          <BulkActionsBar count={selection.selected.length} onClear={selection.clear}>
            <AddCreatorsActions creators={selection.selected} onDone={selection.clear} />
          </BulkActionsBar>
        ) : null}
        <ServerDataGrid<TeamDiscoveryCreator, CreatorSortField>
          label={t('Creators')}
          grid={grid}
          query={list}
          columns={columns}
          selection={selection}
          rowHeight={64}
          // Always some order (biggest first by default): a third click must not unsort.
          sortingOrder={['desc', 'asc']}
          errorTitle={t('Could not search creators')}
          empty={{
            icon: <PersonSearchOutlined />,
            title: t('No creators indexed yet'),
            description: t('Creators appear here once discovery has imported or ingested some.'),
            noMatch: narrowed && {
              title: t('No creators match'),
              description: t('Try fewer filters, a wider follower range or a longer look-back.'),
            },
          }}
        />
      </Card>
    </Box>
  );
}
