import type { MailAddress, MailMessage } from '@app/contract';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../components/image-file.ts';
import { isolate, ltr } from '../../../format/bidi.ts';
import { formatDayTime } from '../../../format/format.ts';
import { ErrorInWords } from '../../error-words/index.ts';
import { useRemoteImages, useTrustRemoteImageSender } from '../api/mailings-api.ts';
import { messageFrameHeight } from '../logic/message-frame-height.ts';
import { AttachmentChips } from './attachment-chips.tsx';
import { MailFrame } from './mail-frame.tsx';
import { MessageStatus } from './message-status.tsx';

function addressText(address: MailAddress): string {
  return address.name ? `${address.name} <${address.email}>` : address.email;
}

type MessageCardProps = {
  message: MailMessage;
  onReply: () => void;
  /** Sends a draft or a failed message again. */
  onResend: () => void;
  resending: boolean;
  /** Older messages of a thread show as one line until clicked (the newest is open). */
  collapsed?: boolean;
  onExpand?: () => void;
};

/** A message's frame, named by its sender; a coloured edge marks the ones sent from here. */
function MessageArticle({
  message,
  padded = false,
  children,
}: {
  message: MailMessage;
  padded?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={t('Message from {{from}}', { from: message.from.name || message.from.email })}
      sx={{
        p: padded ? 2 : 0,
        borderInlineStart: 3,
        borderInlineStartColor: message.direction === 'out' ? 'primary.main' : 'divider',
      }}
    >
      {children}
    </Card>
  );
}

/** An older message as one line: sender, first words, date; a click opens it. */
function CollapsedMessage({ message, onExpand }: { message: MailMessage; onExpand: () => void }) {
  return (
    <MessageArticle message={message}>
      <ButtonBase
        onClick={onExpand}
        aria-expanded={false}
        sx={{ width: 1, display: 'flex', gap: 1.5, px: 2, py: 1, justifyContent: 'flex-start' }}
      >
        <Typography variant="subtitle2" noWrap dir="auto" sx={{ flexShrink: 0, maxWidth: '40%' }}>
          {message.from.name || message.from.email}
        </Typography>
        <Typography
          variant="body2"
          noWrap
          dir="auto"
          sx={{ color: 'text.secondary', flexGrow: 1, minWidth: 0, textAlign: 'start' }}
        >
          {message.text.replace(/\s+/g, ' ').trim()}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
          {formatDayTime(message.sentAt)}
        </Typography>
      </ButtonBase>
    </MessageArticle>
  );
}

/**
 * The remote images of a message: not loaded until asked (the sender would learn it was
 * opened, and from where); asked, they come through the server. "Always" remembers the sender.
 */
function RemoteImagesBar({
  message,
  shown,
  onShow,
}: {
  message: MailMessage;
  shown: boolean;
  onShow: () => void;
}) {
  const { t } = useTranslation();
  const trust = useTrustRemoteImageSender();
  if (message.remoteImages === 0 || shown) return null;
  return (
    // The actions under the words, not beside them: two buttons beside a sentence do not fit
    // a phone.
    <Alert severity="info" icon={<ImageOutlined fontSize="small" />} sx={{ mb: 1.5, py: 0 }}>
      {t('Remote images are hidden so the sender cannot tell you opened this.')}
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
        <Button color="inherit" size="small" onClick={onShow}>
          {t('Show remote images')}
        </Button>
        <Button
          color="inherit"
          size="small"
          loading={trust.isPending}
          onClick={() => trust.mutate(message.from.email, { onSuccess: onShow })}
        >
          {t('Always for this sender')}
        </Button>
      </Box>
    </Alert>
  );
}

/**
 * One message of a thread: who wrote to whom and when, the body (the server's sanitized
 * HTML in a sandboxed frame, or the plain text), attachments, and for messages written here
 * their status; a failed one says why and offers Retry.
 */
export function MessageCard({
  message,
  onReply,
  onResend,
  resending,
  collapsed = false,
  onExpand,
}: MessageCardProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState(false);
  const showImages = asked || message.showRemoteImages;
  const images = useRemoteImages(message.id, message.remoteImages, showImages && !collapsed);
  if (collapsed && onExpand) return <CollapsedMessage message={message} onExpand={onExpand} />;
  const retry = (
    <Button color="inherit" size="small" loading={resending} onClick={onResend}>
      {t('Retry')}
    </Button>
  );
  return (
    <MessageArticle message={message} padded>
      {/* On a phone the date and status move under the sender rather than cut the name. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap dir="auto">
            {addressText(message.from)}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }} noWrap>
            {isolate(
              t('To: {{addresses}}', { addresses: ltr(message.to.map(addressText).join(', ')) }),
            )}
            {message.cc.length
              ? ` · ${isolate(t('Cc: {{addresses}}', { addresses: ltr(message.cc.map(addressText).join(', ')) }))}`
              : null}
          </Typography>
        </Box>
        {message.status ? <MessageStatus status={message.status} /> : null}
        <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0, pt: 0.25 }}>
          {formatDayTime(message.sentAt)}
        </Typography>
        <Tooltip title={t('Reply')}>
          <IconButton size="small" onClick={onReply} aria-label={t('Reply')}>
            <ReplyOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      {message.html ? (
        <>
          <RemoteImagesBar message={message} shown={showImages} onShow={() => setAsked(true)} />
          <MailFrame
            html={message.html}
            title={t('Message from {{from}}', { from: message.from.email })}
            height={messageFrameHeight(message.text, message.html.includes('<img'))}
            remoteImages={images.data}
          />
        </>
      ) : (
        <Typography
          variant="body2"
          component="div"
          dir="auto"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {message.text}
        </Typography>
      )}
      {message.attachments.length ? (
        <Box sx={{ mt: 1.5 }}>
          <AttachmentChips attachments={message.attachments} />
        </Box>
      ) : null}
      {message.droppedAttachments.length ? (
        <Box component="ul" sx={{ mt: 1, mb: 0, p: 0, listStyle: 'none' }}>
          {message.droppedAttachments.map((dropped) => (
            <Typography
              key={`${dropped.fileName}-${dropped.size}`}
              component="li"
              variant="caption"
              sx={{ color: 'text.secondary', display: 'block' }}
            >
              {t('{{name}} · {{size}} · not stored: over the limit', {
                name: dropped.fileName,
                size: formatBytes(dropped.size),
              })}
            </Typography>
          ))}
        </Box>
      ) : null}
      {message.status === 'failed' ? (
        // The send's error is the mail server's text: said in words, raw for an Admin.
        message.error ? (
          <ErrorInWords raw={message.error} where="send" sx={{ mt: 1.5 }} action={retry} />
        ) : (
          <Alert severity="error" sx={{ mt: 1.5 }} action={retry}>
            {t('The message could not be sent.')}
          </Alert>
        )
      ) : null}
      {message.status === 'draft' ? (
        <Box sx={{ mt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            startIcon={<SendOutlined />}
            loading={resending}
            onClick={onResend}
          >
            {t('Send draft')}
          </Button>
        </Box>
      ) : null}
    </MessageArticle>
  );
}
