import type { DiscoveryRef } from '@app/contract';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../format/format.ts';
import { useDiscoveryGame } from '../api/discovery-api.ts';
import { DetailDrawer } from './detail-drawer.tsx';
import { DrawerState } from './drawer-state.tsx';
import { GameCover } from './game-columns.tsx';
import { TermChips } from './term-chips.tsx';
import { TopCreatorsList } from './top-creators-list.tsx';

type GameDrawerProps = {
  gameId: number | null;
  onClose: () => void;
  onFilterCreators: (game: DiscoveryRef) => void;
  onOpenCreator: (id: number) => void;
};

/** A game: cover, summary, every IGDB term, and who played it lately. */
export function GameDrawer({ gameId, onClose, onFilterCreators, onOpenCreator }: GameDrawerProps) {
  const { t } = useTranslation();
  const game = useDiscoveryGame(gameId);
  const data = game.data;
  return (
    <DetailDrawer open={gameId !== null} title={data?.name ?? t('Game')} onClose={onClose}>
      {!data ? (
        <DrawerState error={game.error} />
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'flex-start' }}>
            <GameCover url={data.coverUrl} size={96} />
            <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Typography variant="h5" component="p" dir="auto">
                {data.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('Released {{date}}', { date: formatDay(data.firstReleaseDate) })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('{{count}} creators in the last 30 days', {
                  count: data.creatorsCount,
                })}
              </Typography>
              <Box sx={{ mt: 1.5 }}>
                <Button
                  variant="contained"
                  startIcon={<PersonSearchOutlined />}
                  onClick={() => onFilterCreators({ id: data.id, name: data.name })}
                >
                  {t('Filter creators who played this')}
                </Button>
              </Box>
            </Box>
          </Box>
          {data.summary ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} dir="auto">
              {data.summary}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <TermChips title={t('Genres')} terms={data.genres} />
            <TermChips title={t('Themes')} terms={data.themes} />
            <TermChips title={t('Platforms')} terms={data.platforms} />
            <TermChips title={t('Game modes')} terms={data.gameModes} />
            <TermChips title={t('Perspectives')} terms={data.perspectives} />
            <TermChips title={t('Companies')} terms={data.companies} />
            <TermChips title={t('Keywords')} terms={data.keywords.slice(0, 30)} />
          </Box>
          <TopCreatorsList creators={data.topCreators} onOpenCreator={onOpenCreator} />
        </>
      )}
    </DetailDrawer>
  );
}
