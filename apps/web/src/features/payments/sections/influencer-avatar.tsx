import Avatar from '@mui/material/Avatar';
import { colorForId, initialsOf } from '../logic/sample/avatar-data-uri.ts';
import type { SampleInfluencer } from '../logic/sample/types.ts';

interface InfluencerAvatarProps {
  influencer: Pick<SampleInfluencer, 'id' | 'avatar' | 'mediaName'>;
  size?: number;
}

/** The sample's inline SVG avatar, with coloured initials underneath should the image not load. */
export function InfluencerAvatar({ influencer, size = 40 }: InfluencerAvatarProps) {
  return (
    <Avatar
      src={influencer.avatar}
      alt={influencer.mediaName}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 700,
        color: '#fff',
        bgcolor: colorForId(influencer.id),
      }}
    >
      {initialsOf(influencer.mediaName)}
    </Avatar>
  );
}
