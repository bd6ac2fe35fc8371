import type { MailMessage, MailThreadMessagesResponse } from '@app/contract';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../api/errors.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { flipInRtl } from '../../../components/flip-in-rtl.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { influencerHref } from '../../influencers/index.ts';
import { useMarkRead, useSendMessage, useThreadMessages } from '../api/mailings-api.ts';
import type { ComposerStart } from '../logic/composer-request.ts';
import { useNewestInView } from '../logic/use-newest-in-view.ts';
import { MessageCard } from './message-card.tsx';

type ThreadViewProps = {
  threadId: number;
  onCompose: (start: ComposerStart) => void;
  /** Phones: back to the list (the thread is a view of its own there). */
  onBack?: () => void;
};

/** The message a Reply answers: the newest from the creator, else the newest. */
function replyTarget(items: readonly MailMessage[]): MailMessage | undefined {
  return items.findLast((m) => m.direction === 'in') ?? items.at(-1);
}

function replyStart(data: MailThreadMessagesResponse, replyTo: MailMessage): ComposerStart {
  return {
    kind: 'reply',
    accountId: data.thread.accountId,
    replyTo,
    influencerId: data.thread.influencers[0]?.id ?? null,
  };
}

/** Open from the start: the newest message, and those waiting for an action (draft, failed). */
function openAtFirst(items: readonly MailMessage[]): Set<number> {
  const open = new Set(
    items.filter((m) => m.status === 'draft' || m.status === 'failed').map((m) => m.id),
  );
  const newest = items.at(-1);
  if (newest) open.add(newest.id);
  return open;
}

/**
 * A thread's messages, oldest first, with Reply. It opens at the newest message (scrolled to
 * it), older ones folded to a line each until clicked. Opening an unread thread marks it read
 * up to its newest message (the mailbox too), and the list's badge follows.
 */
export function ThreadView({ threadId, onCompose, onBack }: ThreadViewProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const toastError = useErrorToast();
  const query = useThreadMessages(threadId);
  const { mutate: markRead } = useMarkRead();
  const resend = useSendMessage();
  const marked = useRef<string | null>(null);
  const data = query.data;
  const newest = data?.items.at(-1);
  const [expanded, setExpanded] = useState<{ threadId: number; ids: Set<number> } | null>(null);
  const newestRef = useRef<HTMLDivElement | null>(null);
  // The newest message in view once the thread is loaded (the one to answer).
  useNewestInView(newestRef, data && newest ? data.thread.id : null);

  // Once per thread and newest message: a new message arriving later marks again.
  useEffect(() => {
    if (!data || !newest || data.thread.unreadCount <= 0) return;
    const key = `${data.thread.id}:${newest.id}`;
    if (marked.current === key) return;
    marked.current = key;
    markRead(newest.id);
  }, [data, newest, markRead]);

  const back = onBack ? (
    <IconButton onClick={onBack} aria-label={t('Back to threads')} edge="start">
      <ArrowBack sx={flipInRtl} />
    </IconButton>
  ) : null;

  if (query.isPending) {
    return (
      <Box sx={{ p: 2.5 }} aria-busy>
        <Skeleton width="60%" height={32} />
        <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Box sx={{ p: 2.5 }}>
        {back}
        <EmptyState
          compact
          icon={<ForumOutlined />}
          title={t('Could not load this thread')}
          description={t(errorMessage(query.error))}
        />
      </Box>
    );
  }

  const { thread, items } = query.data;
  const target = replyTarget(items);
  const open = expanded?.threadId === thread.id ? expanded.ids : openAtFirst(items);
  const expand = (id: number) => setExpanded({ threadId: thread.id, ids: new Set([...open, id]) });
  const resendMessage = (message: MailMessage) =>
    resend.mutate(
      {
        accountId: thread.accountId,
        messageId: message.id,
        subject: message.subject,
        body: message.html ?? message.text,
      },
      {
        onSuccess: () => enqueueSnackbar(t('Sending…'), { variant: 'info' }),
        onError: toastError,
      },
    );

  return (
    <Box component="section" aria-label={thread.subject || t('(no subject)')} sx={{ p: 2.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
        {back}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {thread.subject || t('(no subject)')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5, alignItems: 'center' }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }} dir="ltr">
              {thread.accountEmail}
            </Typography>
            {thread.template ? (
              <Chip
                size="small"
                variant="outlined"
                label={t('Template: {{name}}', { name: thread.template.name })}
              />
            ) : null}
            {thread.influencers.map((influencer) => (
              <Chip
                key={influencer.id}
                size="small"
                clickable
                component={RouterLink}
                to={influencerHref(influencer.id)}
                label={influencer.name}
              />
            ))}
          </Box>
        </Box>
        {target ? (
          <Button
            variant="contained"
            color="inherit"
            startIcon={<ReplyOutlined />}
            onClick={() => onCompose(replyStart(query.data, target))}
            sx={{ flexShrink: 0 }}
          >
            {t('Reply')}
          </Button>
        ) : null}
      </Box>
      {/* minmax(0, 1fr): a folded line's unwrapped text must not widen the column past a phone. */}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {items.map((message) => (
          <Box
            key={message.id}
            ref={message.id === newest?.id ? newestRef : undefined}
            // Clear of the app bar when scrolled to.
            sx={{ scrollMarginTop: 88 }}
          >
            <MessageCard
              message={message}
              collapsed={!open.has(message.id)}
              onExpand={() => expand(message.id)}
              onReply={() => onCompose(replyStart(query.data, message))}
              onResend={() => resendMessage(message)}
              resending={resend.isPending && resend.variables?.messageId === message.id}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
