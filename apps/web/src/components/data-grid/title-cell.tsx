import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type TitleCellProps = {
  title: ReactNode;
  /** The page the title leads to (a real link), or what clicking it does. */
  to?: string;
  onClick?: () => void;
  /** A second, quieter line. */
  subtitle?: ReactNode;
  /** Before the text: an avatar or cover art. */
  leading?: ReactNode;
  gap?: number;
  /** For names that may be written right to left whatever the interface's direction. */
  dir?: 'auto';
};

/**
 * A row's name: a link to its page (`to`), a button that opens it in place (`onClick`), or
 * plain text; one line, cut with an ellipsis.
 */
export function TitleLink({
  title,
  to,
  onClick,
  dir,
}: Pick<TitleCellProps, 'title' | 'to' | 'onClick' | 'dir'>) {
  return to ? (
    <Link
      component={RouterLink}
      to={to}
      variant="subtitle2"
      color="text.primary"
      underline="hover"
      noWrap
      dir={dir}
      sx={{ display: 'block' }}
    >
      {title}
    </Link>
  ) : onClick ? (
    <Link
      component="button"
      type="button"
      variant="subtitle2"
      color="text.primary"
      underline="hover"
      onClick={onClick}
      noWrap
      dir={dir}
      sx={{ display: 'block', maxWidth: 1, textAlign: 'start' }}
    >
      {title}
    </Link>
  ) : (
    <Typography variant="subtitle2" noWrap dir={dir}>
      {title}
    </Typography>
  );
}

/** A list's first cell: the row's name (often a link) over a detail, after its picture. */
export function TitleCell({ title, to, onClick, subtitle, leading, gap = 2, dir }: TitleCellProps) {
  const text = (
    <Box sx={{ minWidth: 0 }}>
      <TitleLink title={title} to={to} onClick={onClick} dir={dir} />
      {subtitle ? (
        <Typography variant="body2" noWrap dir={dir} sx={{ color: 'text.secondary' }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
  return leading ? (
    <Box sx={{ display: 'flex', alignItems: 'center', gap, minWidth: 0 }}>
      {leading}
      {text}
    </Box>
  ) : (
    text
  );
}
