import { ChannelType } from '@app/contract';
import YouTube from '@mui/icons-material/YouTube';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** Twitch's glyph (MUI ships none). Brand colours stay the same in light and dark mode. */
function TwitchIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4.3 3 3 6.4v13.1h4.5V22h2.6l2.5-2.5h3.6l4.9-4.9V3H4.3Zm14.9 10.7-2.8 2.8h-4.5l-2.5 2.5v-2.5H5.6V4.7h13.6v9Zm-2.8-5.8v4.9h-1.7V7.9h1.7Zm-4.5 0v4.9h-1.7V7.9h1.7Z" />
    </SvgIcon>
  );
}

const brand = { [ChannelType.Youtube]: '#FF0000', [ChannelType.Twitch]: '#9146FF' } as const;

type PlatformIconProps = {
  type: ChannelType;
  fontSize?: SvgIconProps['fontSize'];
  /** Grey instead of the brand colour, e.g. inside a selected chip. */
  muted?: boolean;
};

/** YouTube or Twitch, in the platform's colour. Decorative: pair it with a text label. */
export function PlatformIcon({ type, fontSize = 'small', muted }: PlatformIconProps) {
  const Icon = type === ChannelType.Twitch ? TwitchIcon : YouTube;
  return (
    <Icon aria-hidden fontSize={fontSize} sx={{ color: muted ? 'text.secondary' : brand[type] }} />
  );
}
