import { DISCOVERY_GAME_SORT_FIELDS, type DiscoveryGame } from '@app/contract';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { GridViewButton } from '../../../components/data-grid/grid-view-button.tsx';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useDiscoveryGames } from '../api/discovery-api.ts';
import { type GameSearch, type GameSortField, gameListRequest } from '../logic/game-search.ts';
import { gameSearchOfView, gameSearchView } from '../logic/saved-search.ts';
import { useTermNames } from '../logic/use-ref-names.ts';
import { useSearchText } from '../logic/use-search-text.ts';
import { useUrlServerGrid } from '../logic/use-url-server-grid.ts';
import { useGameColumns } from './game-columns.tsx';
import { RangeFields } from './range-fields.tsx';
import { SavedSearchesMenu } from './saved-searches-menu.tsx';
import { TermPicker } from './term-picker.tsx';
import { YearField } from './year-field.tsx';

type GamesTabProps = {
  search: GameSearch;
  onChange: (change: Partial<GameSearch>, options?: { replace?: boolean }) => void;
  onOpenGame: (game: DiscoveryGame) => void;
};

// Sort choices of the toolbar (the grid's headers sort name and release date too).
const sortChoices = [
  { value: '', label: 'Best match' },
  { value: 'popularity.desc', label: 'Most popular' },
  { value: 'name.asc', label: 'Name A–Z' },
  { value: 'releaseDate.desc', label: 'Newest releases' },
  { value: 'releaseDate.asc', label: 'Oldest releases' },
] as const;

/** Games: search IGDB's names, narrow by terms and release years, open a game's drawer. */
export function GamesTab({ search, onChange, onOpenGame }: GamesTabProps) {
  const { t } = useTranslation();
  const list = useDiscoveryGames(gameListRequest(search));
  const [text, setText] = useSearchText(search.search, (next) =>
    onChange({ search: next }, { replace: true }),
  );
  const changeGrid = useCallback(
    (change: Partial<Pick<GameSearch, 'page' | 'pageSize' | 'sort'>>) => onChange(change),
    [onChange],
  );
  const grid = useUrlServerGrid<GameSortField>({
    table: 'discovery-games',
    sortFields: DISCOVERY_GAME_SORT_FIELDS,
    state: search,
    onChange: changeGrid,
  });
  useTermNames(search.terms, (terms) => onChange({ terms, page: search.page }, { replace: true }));
  const columns = useGameColumns(onOpenGame);
  const sortValue = search.sort ? `${search.sort.field}.${search.sort.order}` : '';
  const narrowed =
    Boolean(search.search.trim()) ||
    search.terms.length > 0 ||
    search.releaseYear.min !== undefined ||
    search.releaseYear.max !== undefined;

  return (
    <Card>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 2.5, pb: 1.5 }}
      >
        <SearchField
          value={text}
          onChange={setText}
          placeholder={t('Search games, e.g. baldur…')}
          ariaLabel={t('Search games')}
        />
        <TextField
          select
          label={t('Sort by')}
          value={sortValue}
          onChange={(e) => {
            const [field, order] = e.target.value.split('.');
            const known = DISCOVERY_GAME_SORT_FIELDS.find((f) => f === field);
            onChange({
              sort: known ? { field: known, order: order === 'asc' ? 'asc' : 'desc' } : null,
            });
          }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ width: { xs: 1, sm: 200 } }}
        >
          {sortChoices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {t(choice.label)}
            </MenuItem>
          ))}
        </TextField>
        <SavedSearchesMenu
          kind="discoveryGame"
          toView={(name) => gameSearchView(name, search)}
          onApply={(view) => onChange(gameSearchOfView(view))}
        />
        <GridViewButton grid={grid} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          px: 2.5,
          pb: 2.5,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
          alignItems: 'start',
        }}
      >
        <TermPicker
          label={t('Game terms')}
          value={search.terms}
          onChange={(terms) => onChange({ terms })}
          inline
        />
        <RangeFields
          field={YearField}
          labels={[t('Released from'), t('Released until')]}
          value={search.releaseYear}
          onChange={(releaseYear) => onChange({ releaseYear })}
          sx={{ display: 'flex', gap: 1.25 }}
        />
      </Box>
      <ServerDataGrid<DiscoveryGame, GameSortField>
        label={t('Games')}
        grid={grid}
        query={list}
        columns={columns}
        rowHeight={72}
        errorTitle={t('Could not search games')}
        empty={{
          icon: <SportsEsportsOutlined />,
          title: t('No games indexed yet'),
          description: t('Games appear here once discovery has imported or ingested some.'),
          noMatch: narrowed && {
            title: t('No games match'),
            description: t('Try another name, or fewer terms and years.'),
          },
        }}
      />
    </Card>
  );
}
