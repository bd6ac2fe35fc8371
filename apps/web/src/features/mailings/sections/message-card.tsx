import type { MailAddress, MailMessage } from '@app/contract';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SandboxedHtmlFrame } from '../../../components/sandboxed-html-frame.tsx';
import { isolate, ltr } from '../../../format/bidi.ts';
import { formatDayTime } from '../../../format/format.ts';
import { messageFrameHeight } from '../logic/message-frame-height.ts';
import { AttachmentChips } from './attachment-chips.tsx';
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
};

/**
 * One message of a thread: who wrote to whom and when, the body (the server's sanitized
 * HTML in a sandboxed frame, or the plain text), attachments, and for messages written here
 * their status; a failed one says why and offers Retry.
 */
export function MessageCard({ message, onReply, onResend, resending }: MessageCardProps) {
  const { t } = useTranslation();
  const outgoing = message.direction === 'out';
  return (
    <Card
      component="article"
      variant="outlined"
      aria-label={t('Message from {{from}}', { from: message.from.name || message.from.email })}
      sx={{
        p: 2,
        borderInlineStart: 3,
        borderInlineStartColor: outgoing ? 'primary.main' : 'divider',
      }}
    >
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
        <SandboxedHtmlFrame
          html={message.html}
          title={t('Message from {{from}}', { from: message.from.email })}
          height={messageFrameHeight(message.text, message.html.includes('<img'))}
          dir="ltr"
        />
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
      {message.status === 'failed' ? (
        <Alert
          severity="error"
          sx={{ mt: 1.5 }}
          action={
            <Button color="inherit" size="small" loading={resending} onClick={onResend}>
              {t('Retry')}
            </Button>
          }
        >
          {message.error ? t(message.error) : t('The message could not be sent.')}
        </Alert>
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
    </Card>
  );
}
