import { CAMPAIGN_FILE_MAX_BYTES, campaignMessages } from '@app/contract';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { formatBytes } from '../../../components/image-file.ts';
import { uploadCampaignFile } from '../api/campaigns-api.ts';

const ALLOWED = ['pdf', 'jpg', 'jpeg', 'png', 'gif'];

/** Client-side check before upload; the server checks the content again. */
export function campaignFileProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!ALLOWED.includes(extension)) return campaignMessages.unsupportedFileType;
  if (file.size > CAMPAIGN_FILE_MAX_BYTES) return campaignMessages.fileTooLarge;
  return null;
}

export type AttachedFile = { name: string; url: string | null };

type CampaignFileFieldProps = {
  /** The accessible name of the picker, e.g. "Attach brief file". */
  label: string;
  file: AttachedFile | null;
  onUploaded: (s3key: string, file: AttachedFile) => void;
  onRemove: () => void;
};

/** An optional PDF or image next to the brief or the instructions, uploaded at once. */
export function CampaignFileField({ label, file, onUploaded, onRemove }: CampaignFileFieldProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadCampaignFile });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const invalid = campaignFileProblem(picked);
    setProblem(invalid);
    if (invalid) return;
    upload.mutate(picked, {
      onSuccess: ({ s3key, url }) => onUploaded(s3key, { name: picked.name, url }),
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <Box>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,.gif,application/pdf,image/jpeg,image/png,image/gif"
        hidden
        aria-label={label}
        onChange={handleChange}
      />
      {file ? (
        <Box
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 1.5,
            py: 1,
            borderRadius: 1,
            border: `1px solid ${alpha(theme.palette.grey[500], 0.24)}`,
          })}
        >
          <InsertDriveFileOutlined sx={{ color: 'primary.main' }} />
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            {file.url ? (
              <Link href={file.url} target="_blank" rel="noopener" variant="body2" noWrap>
                {file.name}
              </Link>
            ) : (
              <Typography variant="body2" noWrap>
                {file.name}
              </Typography>
            )}
          </Box>
          <IconButton
            size="small"
            aria-label={t('Remove {{name}}', { name: file.name })}
            onClick={onRemove}
          >
            <CloseOutlined fontSize="small" />
          </IconButton>
        </Box>
      ) : (
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<AttachFileOutlined />}
          onClick={() => inputRef.current?.click()}
          loading={upload.isPending}
        >
          {label}
        </Button>
      )}
      <Typography
        variant="caption"
        role={problem ? 'alert' : undefined}
        sx={{ display: 'block', mt: 0.75, color: problem ? 'error.main' : 'text.disabled' }}
      >
        {problem
          ? t(problem)
          : t('PDF or image, up to {{size}}', { size: formatBytes(CAMPAIGN_FILE_MAX_BYTES) })}
      </Typography>
    </Box>
  );
}

/** A stored file's name from its URL, for files saved before this page opened. */
export function fileNameFromUrl(url: string): string {
  const last = decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '');
  return last || url;
}
