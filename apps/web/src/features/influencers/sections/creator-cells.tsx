import type { ChannelSummary } from '@app/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { RowAvatar } from '../../../components/row-avatar.tsx';
import { influencerHref } from '../logic/influencer-paths.ts';

type Creator = { id: number; mediaName: string; channels: ChannelSummary[] };

/** A grid cell's quiet placeholder: "—", "No channels". */
export function Muted({ children }: { children: string }) {
  return (
    // Secondary, not disabled text: on a selected row's tint the disabled grey reads at 4.4:1.
    <Typography variant="body2" component="span" noWrap sx={{ color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

/** A creator's first cell: the avatar of a channel, the name linking to the profile, a detail. */
export function CreatorCell({ creator, subtitle }: { creator: Creator; subtitle?: string }) {
  const avatar = creator.channels.find((c) => c.avatarUrl)?.avatarUrl;
  return (
    <TitleCell
      leading={<RowAvatar src={avatar} name={creator.mediaName} />}
      gap={1.5}
      title={creator.mediaName}
      to={influencerHref(creator.id)}
      subtitle={subtitle}
      dir="auto"
    />
  );
}

/** A creator's first two channels by handle (or title), and how many more there are. */
export function ChannelsCell({
  channels,
  countMore = false,
}: {
  channels: ChannelSummary[];
  countMore?: boolean;
}) {
  const { t } = useTranslation();
  if (!channels.length) return <Muted>{t('No channels')}</Muted>;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}>
      {channels.slice(0, 2).map((channel) => (
        <Box
          key={channel.id}
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}
        >
          <PlatformIcon type={channel.type} />
          <Typography variant="body2" noWrap dir="auto">
            {channel.handle ? `@${channel.handle}` : (channel.title ?? channel.url)}
          </Typography>
        </Box>
      ))}
      {countMore && channels.length > 2 ? (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('+{{count}} more', { count: channels.length - 2 })}
        </Typography>
      ) : null}
    </Box>
  );
}
