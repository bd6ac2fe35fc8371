import type { MailAttachment } from '@app/contract';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../components/image-file.ts';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { downloadAttachment } from '../api/mailings-api.ts';

/** A message's attachments; each downloads with the user's token (it is not a public file). */
export function AttachmentChips({ attachments }: { attachments: readonly MailAttachment[] }) {
  const { t } = useTranslation();
  const toastError = useErrorToast();
  const [busy, setBusy] = useState<number | null>(null);
  if (!attachments.length) return null;
  const download = (attachment: MailAttachment) => {
    setBusy(attachment.id);
    downloadAttachment(attachment.id)
      .catch((error: unknown) => toastError(error))
      .finally(() => setBusy(null));
  };
  return (
    <Box
      component="ul"
      aria-label={t('Attachments')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
    >
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <Chip
            icon={<AttachFileOutlined />}
            variant="outlined"
            disabled={busy === attachment.id}
            label={`${attachment.fileName} · ${formatBytes(attachment.size)}`}
            onClick={() => download(attachment)}
            title={t('Download {{name}}', { name: attachment.fileName })}
            sx={{ maxWidth: 320 }}
          />
        </li>
      ))}
    </Box>
  );
}
