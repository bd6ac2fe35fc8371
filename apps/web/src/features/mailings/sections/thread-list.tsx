import type { MailThread, MailThreadListRequest } from '@app/contract';
import AttachEmailOutlined from '@mui/icons-material/AttachEmailOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';

import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { isolate, rowsRangeLabel } from '../../../format/bidi.ts';
import { formatDay, formatFull } from '../../../format/format.ts';
import { useMailThreads } from '../api/mailings-api.ts';
import { THREAD_PAGE_SIZES } from '../logic/thread-list-state.ts';

type ThreadListProps = {
  request: MailThreadListRequest;
  selectedId: number | null;
  onOpen: (thread: MailThread) => void;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
  /** Whether a search or filter narrows the list (changes what the empty state says). */
  filtered: boolean;
};

/**
 * A page of threads, newest first: sender, subject, the newest message's first lines, date,
 * message count, the creators in it, and an unread badge (the row in bold) while unread.
 */
export function ThreadList({
  request,
  selectedId,
  onOpen,
  onPage,
  onPageSize,
  filtered,
}: ThreadListProps) {
  const { t } = useTranslation();
  const threads = useMailThreads(request);

  if (threads.isPending) {
    return (
      <Box sx={{ p: 2 }} aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (threads.isError || !threads.data.items.length) {
    return (
      <Box sx={{ p: 3 }}>
        <EmptyState
          compact
          icon={<AttachEmailOutlined />}
          title={
            threads.isError
              ? t('Could not load threads')
              : filtered
                ? t('No threads match')
                : t('No threads yet')
          }
          description={
            threads.isError
              ? t(errorMessage(threads.error))
              : filtered
                ? t('Try another search or clear the filters.')
                : t('Threads with creators in the CRM show here once a mailbox is synced.')
          }
        />
      </Box>
    );
  }

  return (
    <Box>
      <Box sx={{ height: 4 }}>{threads.isFetching ? <LinearProgress /> : null}</Box>
      <List disablePadding aria-label={t('Threads')}>
        {threads.data.items.map((thread) => (
          <ThreadRow
            key={thread.id}
            thread={thread}
            selected={thread.id === selectedId}
            onOpen={() => onOpen(thread)}
          />
        ))}
      </List>
      <TablePagination
        component="div"
        count={threads.data.total}
        page={request.page ?? 0}
        rowsPerPage={request.pageSize ?? 25}
        rowsPerPageOptions={[...THREAD_PAGE_SIZES]}
        onPageChange={(_, next) => onPage(next)}
        onRowsPerPageChange={(e) => onPageSize(Number(e.target.value))}
        // Bidi-safe like the grids' pager: "1–25 of 60" on a right-to-left page too.
        labelRowsPerPage={isolate(t('Rows per page:'))}
        labelDisplayedRows={({ from, to, count }) =>
          rowsRangeLabel(t, from, to, count < 0 ? null : formatFull(count))
        }
      />
    </Box>
  );
}

function ThreadRow({
  thread,
  selected,
  onOpen,
}: {
  thread: MailThread;
  selected: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const unread = thread.unreadCount > 0;
  const weight = unread ? 700 : 400;
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        selected={selected}
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        sx={{ display: 'block', py: 1.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography
            variant="body2"
            noWrap
            dir="auto"
            sx={{ fontWeight: weight, flexGrow: 1, minWidth: 0 }}
          >
            {thread.from.name || thread.from.email}
            {thread.messagesCount > 1 ? (
              <>
                <Typography
                  component="span"
                  variant="body2"
                  aria-hidden
                  sx={{ color: 'text.secondary', marginInlineStart: 0.5 }}
                >
                  ({thread.messagesCount})
                </Typography>
                <Box component="span" sx={visuallyHidden}>
                  {t('{{count}} messages', { count: thread.messagesCount })}
                </Box>
              </>
            ) : null}
            {thread.from.name ? (
              <Typography
                component="span"
                variant="caption"
                dir="ltr"
                sx={{ color: 'text.secondary', marginInlineStart: 1 }}
              >
                {thread.from.email}
              </Typography>
            ) : null}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {formatDay(thread.lastMessageAt)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            variant="body2"
            noWrap
            dir="auto"
            sx={{ fontWeight: weight, flexGrow: 1, minWidth: 0 }}
          >
            {thread.subject || t('(no subject)')}
          </Typography>
          {unread ? (
            <>
              {/* The number shows; assistive technology reads the words beside it. */}
              <Badge
                color="primary"
                badgeContent={thread.unreadCount}
                aria-hidden
                sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
              />
              <Box component="span" sx={visuallyHidden}>
                {t('{{count}} unread', { count: thread.unreadCount })}
              </Box>
            </>
          ) : null}
        </Box>
        <Typography
          variant="caption"
          noWrap
          dir="auto"
          component="p"
          sx={{ color: 'text.secondary', m: 0 }}
        >
          {thread.snippet}
        </Typography>
        {thread.influencers.length ? (
          <Box sx={{ display: 'flex', gap: 0.5, mt: 0.75, flexWrap: 'wrap' }}>
            {thread.influencers.map((influencer) => (
              <Chip key={influencer.id} size="small" variant="outlined" label={influencer.name} />
            ))}
          </Box>
        ) : null}
      </ListItemButton>
    </ListItem>
  );
}
