import type { DiscoveryCreator } from '@app/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { TitleCell } from '../../../components/data-grid/title-cell.tsx';
import { PlatformIcon } from '../../../components/platform-icon.tsx';
import { RowAvatar } from '../../../components/row-avatar.tsx';

/**
 * A discovery creator's first cell: avatar, the name (opens the creator's drawer), and the
 * platform with the handle, which links to the channel there.
 */
export function CreatorNameCell({
  creator,
  onOpen,
}: {
  creator: DiscoveryCreator;
  onOpen: () => void;
}) {
  const handle = creator.handle ? `@${creator.handle}` : null;
  return (
    <TitleCell
      leading={<RowAvatar src={creator.avatarUrl} name={creator.displayName} />}
      gap={1.5}
      title={creator.displayName}
      onClick={onOpen}
      dir="auto"
      subtitle={
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          <PlatformIcon type={creator.platform} fontSize="inherit" />
          {handle && creator.url ? (
            <Link
              href={creator.url}
              target="_blank"
              rel="noopener noreferrer"
              color="inherit"
              underline="hover"
              noWrap
            >
              {handle}
            </Link>
          ) : (
            handle
          )}
        </Box>
      }
    />
  );
}
