import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPageHeader } from '../../../components/page-header.tsx';
import { SectionTabs } from '../../../components/section-tabs.tsx';
import { useIsAdmin } from '../../auth/index.ts';
import { useDiscoveryStatus } from '../api/discovery-api.ts';
import { SeedImportDialog } from '../dialogs/seed-import-dialog.tsx';
import type { CreatorSearch } from '../logic/creator-search.ts';
import type { GameSearch } from '../logic/game-search.ts';
import { useDiscoveryState } from '../logic/use-discovery-state.ts';
import { CreatorDrawer } from '../sections/creator-drawer.tsx';
import { CreatorsTab } from '../sections/creators-tab.tsx';
import { EmptyIndexCard } from '../sections/empty-index-card.tsx';
import { GameDrawer } from '../sections/game-drawer.tsx';
import { GamesTab } from '../sections/games-tab.tsx';
import { SourcesBanner } from '../sections/sources-banner.tsx';

const tabs = [
  { value: 'creators', label: 'Creators', icon: <PersonSearchOutlined /> },
  { value: 'games', label: 'Games', icon: <SportsEsportsOutlined /> },
] as const;

/** /discovery: search creators and games from the discovery index and bring creators in. */
export function DiscoveryPage() {
  const { t } = useTranslation();
  const state = useDiscoveryState();
  const status = useDiscoveryStatus();
  const admin = useIsAdmin();
  const [importing, setImporting] = useState(false);
  const { drawer, openDrawer, changeCreators, changeGames } = state;
  const indexEmpty =
    status.data !== undefined &&
    status.data.counts.creators === 0 &&
    status.data.counts.games === 0;
  const onCreators = useCallback(
    (change: Partial<CreatorSearch>, options?: { replace?: boolean }) =>
      changeCreators(change, options),
    [changeCreators],
  );
  const onGames = useCallback(
    (change: Partial<GameSearch>, options?: { replace?: boolean }) => changeGames(change, options),
    [changeGames],
  );
  const openCreator = useCallback(
    (creator: { id: number }) => openDrawer({ kind: 'creator', id: creator.id }),
    [openDrawer],
  );
  const openGame = useCallback(
    (game: { id: number }) => openDrawer({ kind: 'game', id: game.id }),
    [openDrawer],
  );

  return (
    <>
      <AreaPageHeader
        title={t('Discovery')}
        action={
          admin ? (
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => setImporting(true)}
            >
              {t('Import a dataset')}
            </Button>
          ) : null
        }
      />
      {status.data ? <SourcesBanner status={status.data} /> : null}
      {indexEmpty ? (
        <EmptyIndexCard onImport={admin ? () => setImporting(true) : undefined} />
      ) : (
        <SectionTabs
          label={t('Discovery sections')}
          tabs={tabs}
          value={state.tab}
          onChange={state.setTab}
          iconPosition="start"
        >
          {state.tab === 'creators' ? (
            <CreatorsTab
              search={state.creators}
              onChange={onCreators}
              onOpenCreator={openCreator}
            />
          ) : (
            <GamesTab search={state.games} onChange={onGames} onOpenGame={openGame} />
          )}
        </SectionTabs>
      )}
      <GameDrawer
        gameId={drawer?.kind === 'game' ? drawer.id : null}
        onClose={() => openDrawer(null)}
        onFilterCreators={state.filterCreatorsByGame}
        onOpenCreator={(id) => openDrawer({ kind: 'creator', id })}
      />
      {importing ? <SeedImportDialog onClose={() => setImporting(false)} /> : null}
      <CreatorDrawer
        creatorId={drawer?.kind === 'creator' ? drawer.id : null}
        onClose={() => openDrawer(null)}
      />
    </>
  );
}
