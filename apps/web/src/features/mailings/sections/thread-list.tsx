import type { MailThread, MailThreadListRequest } from '@app/contract';
import AttachEmailOutlined from '@mui/icons-material/AttachEmailOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';

import type React from 'react';
import { useTranslation } from 'react-i18next';
import { QueryEmptyState } from '../../../components/query-empty-state.tsx';
import { SkeletonRows } from '../../../components/skeleton-rows.tsx';
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
        <SkeletonRows count={4} height={64} />
      </Box>
    );
  }
  if (threads.isError || !threads.data.items.length) {
    return (
      <Box sx={{ p: 3 }}>
        <QueryEmptyState
          compact
          query={threads}
          errorTitle={t('Could not load threads')}
          icon={<AttachEmailOutlined />}
          title={filtered ? t('No threads match') : t('No threads yet')}
          description={
            filtered
              ? t('Try another search or clear the filters.')
              : t('Threads with creators in the CRM show here once a mailbox is synced.')
          }
        />
      </Box>
    );
  }

  return (
    <Box>
      <Box sx={{ height: 4 }}>
        {threads.isFetching ? <LinearProgress aria-label={t('Refreshing threads')} /> : null}
      </Box>
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

/** The snippet with the words a search found marked. */
function Snippet({ text, highlights }: { text: string; highlights: MailThread['highlights'] }) {
  if (!highlights.length) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [from, to] of highlights) {
    if (from < at || to > text.length) continue;
    parts.push(text.slice(at, from));
    parts.push(
      <Box
        component="mark"
        key={from}
        sx={{ bgcolor: 'warning.lighter', color: 'warning.darker', borderRadius: 0.5, px: 0.25 }}
      >
        {text.slice(from, to)}
      </Box>,
    );
    at = to;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** A line of a thread's row (sender, subject): one line, bold while the thread is unread. */
function ThreadLineText({ bold, children }: { bold: boolean; children: React.ReactNode }) {
  return (
    <Typography
      variant="body2"
      noWrap
      dir="auto"
      sx={{ fontWeight: bold ? 700 : 400, flexGrow: 1, minWidth: 0 }}
    >
      {children}
    </Typography>
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
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        selected={selected}
        onClick={onOpen}
        aria-current={selected ? 'true' : undefined}
        sx={{ display: 'block', py: 1.5 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <ThreadLineText bold={unread}>
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
          </ThreadLineText>
          <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {formatDay(thread.lastMessageAt)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <ThreadLineText bold={unread}>{thread.subject || t('(no subject)')}</ThreadLineText>
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
          <Snippet text={thread.snippet} highlights={thread.highlights} />
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
