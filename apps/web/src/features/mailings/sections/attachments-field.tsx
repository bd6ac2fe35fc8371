import { MAIL_ATTACHMENTS_MAX, type MailAttachment } from '@app/contract';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import { useSnackbar } from 'notistack';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { formatBytes } from '../../../components/image-file.ts';
import { useUploadAttachment } from '../api/mailings-api.ts';

type AttachmentsFieldProps = {
  value: readonly MailAttachment[];
  onChange: (next: MailAttachment[]) => void;
  /** Busy while any file is uploading: the caller holds Send until they are in. */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * Files attached to a message or template: each uploads as soon as it is picked (the server
 * checks size and content, and says why it refuses one), then shows its name and size with
 * Remove.
 */
export function AttachmentsField({ value, onChange, onBusyChange }: AttachmentsFieldProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadAttachment();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [uploading, setUploading] = useState<{ key: string; name: string }[]>([]);
  // The latest list, for uploads that finish after other changes.
  const current = useRef(value);
  current.current = value;
  const room = MAIL_ATTACHMENTS_MAX - value.length - uploading.length;

  const add = (files: File[]) => {
    const taken = files.slice(0, Math.max(0, room));
    if (taken.length < files.length) {
      enqueueSnackbar(t('At most {{count}} attachments', { count: MAIL_ATTACHMENTS_MAX }), {
        variant: 'warning',
      });
    }
    for (const file of taken) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      setUploading((list) => {
        const next = [...list, { key, name: file.name }];
        onBusyChange?.(true);
        return next;
      });
      upload.mutate(file, {
        onSuccess: (attachment) => onChange([...current.current, attachment]),
        onError: (error) =>
          enqueueSnackbar(`${file.name}: ${t(errorMessage(error))}`, { variant: 'error' }),
        onSettled: () =>
          setUploading((list) => {
            const next = list.filter((u) => u.key !== key);
            onBusyChange?.(next.length > 0);
            return next;
          }),
      });
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        hidden
        aria-label={t('Attach files')}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so that picking the same file again is a change too.
          event.target.value = '';
          add(files);
        }}
      />
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        startIcon={<AttachFileOutlined />}
        disabled={room <= 0}
        onClick={() => inputRef.current?.click()}
      >
        {t('Attach files')}
      </Button>
      {value.map((attachment) => (
        <Chip
          key={attachment.id}
          icon={<AttachFileOutlined />}
          label={`${attachment.fileName} · ${formatBytes(attachment.size)}`}
          onDelete={() => onChange(value.filter((a) => a.id !== attachment.id))}
          // The chip takes Delete and Backspace from the keyboard; its icon is for pointers.
          aria-label={t('{{name}}, press Delete to remove', { name: attachment.fileName })}
          sx={{ maxWidth: 320 }}
        />
      ))}
      {uploading.map((file) => (
        <Chip
          key={file.key}
          icon={<CircularProgress size={14} aria-hidden />}
          label={t('Uploading {{name}}…', { name: file.name })}
          variant="outlined"
        />
      ))}
    </Box>
  );
}
