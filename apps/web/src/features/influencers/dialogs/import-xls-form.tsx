import { IMPORT_MAX_ROWS_DEFAULT, INFLUENCER_IMPORT_COLUMNS, type Task } from '@app/contract';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { CancelButton } from '../../../components/cancel-button.tsx';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { formatBytes } from '../../../components/image-file.ts';
import { PickedFileRow } from '../../../components/picked-file-row.tsx';
import { useErrorToast } from '../../../components/use-error-toast.ts';
import { formatFull } from '../../../format/format.ts';
import { downloadImportTemplate, useTaskWatch, useUploadImport } from '../api/tasks-api.ts';
import { IMPORT_ACCEPT, IMPORT_MAX_BYTES, validateImportFile } from '../logic/import-file.ts';
import { isTaskFinished } from '../logic/task-polling.ts';
import { ImportProgress } from '../sections/import-progress.tsx';

export function ImportXlsForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toastError = useErrorToast();
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [started, setStarted] = useState<Task | null>(null);
  const [downloading, setDownloading] = useState(false);
  const watch = useTaskWatch('influencer-import', started?.id ?? null, started ?? undefined);
  const task = watch.task ?? started;
  const finished = task ? isTaskFinished(task) : false;

  const pick = (picked: File) => {
    const problem = validateImportFile(picked);
    setFileError(problem ? t(problem) : null);
    setFile(problem ? null : picked);
  };

  const start = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (created) => setStarted(created),
      onError: (error) => setFileError(t(errorMessage(error))),
    });
  };

  const template = async () => {
    setDownloading(true);
    try {
      await downloadImportTemplate();
    } catch (error) {
      toastError(error);
    } finally {
      setDownloading(false);
    }
  };

  const importAnother = () => {
    setStarted(null);
    setFile(null);
    setFileError(null);
  };

  return (
    <>
      <DialogContent sx={{ pt: 3, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {task ? (
          <ImportProgress task={task} problem={watch.problem} />
        ) : (
          <>
            <Box
              sx={(theme) => ({
                display: 'flex',
                alignItems: { xs: 'flex-start', sm: 'center' },
                flexDirection: { xs: 'column', sm: 'row' },
                gap: 2,
                p: 2,
                borderRadius: 1.5,
                bgcolor: theme.palette.background.neutral,
              })}
            >
              <Box sx={{ flexGrow: 1 }}>
                <Typography variant="subtitle2">{t('Start from the template')}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t(
                    'One creator per row; only Channel URL is required. Headers may be in any order.',
                  )}
                </Typography>
              </Box>
              <Button
                variant="outlined"
                color="inherit"
                startIcon={<FileDownloadOutlined />}
                loading={downloading}
                onClick={() => void template()}
                sx={{ flexShrink: 0 }}
              >
                {t('Download template')}
              </Button>
            </Box>
            <Box
              component="ul"
              aria-label={t('Template columns')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
            >
              {INFLUENCER_IMPORT_COLUMNS.map((column, index) => (
                <li key={column}>
                  <Chip
                    size="small"
                    label={column}
                    color={index === 0 ? 'primary' : 'default'}
                    variant={index === 0 ? 'filled' : 'outlined'}
                  />
                </li>
              ))}
            </Box>
            {file ? (
              <PickedFileRow
                icon={<InsertDriveFileOutlined sx={{ color: 'success.main' }} />}
                name={file.name}
                disabled={upload.isPending}
                onRemove={() => setFile(null)}
              >
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatBytes(file.size)}
                </Typography>
              </PickedFileRow>
            ) : (
              <FileDropZone
                accept={IMPORT_ACCEPT}
                label={t('Choose a spreadsheet')}
                title={t('Drop an .xlsx, .xls, .ods or .csv file here or click to browse')}
                hint={t('Up to {{rows}} rows and {{size}}', {
                  rows: formatFull(IMPORT_MAX_ROWS_DEFAULT),
                  size: formatBytes(IMPORT_MAX_BYTES),
                })}
                error={fileError}
                onSelect={pick}
              />
            )}
            {file && fileError ? (
              <Typography role="alert" variant="caption" sx={{ color: 'error.main' }}>
                {fileError}
              </Typography>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {task ? (
          <>
            {finished ? (
              <Button variant="outlined" color="inherit" onClick={importAnother}>
                {t('Import another file')}
              </Button>
            ) : null}
            <Button variant="contained" onClick={onClose}>
              {finished ? t('Done') : t('Continue in background')}
            </Button>
          </>
        ) : (
          <>
            <CancelButton onClick={onClose} disabled={upload.isPending} />
            <Button variant="contained" disabled={!file} loading={upload.isPending} onClick={start}>
              {t('Import')}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}
