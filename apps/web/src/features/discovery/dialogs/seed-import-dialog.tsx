import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { ErrorInWords } from '../../error-words/index.ts';
import {
  downloadRefusedRows,
  useResumeSeedImport,
  useSeedTask,
  useStartSeedImport,
} from '../api/discovery-api.ts';

/**
 * Loads a dataset the installation licensed (creators, games and played rows; NDJSON or
 * CSV): the file is uploaded, imported in the background, and its progress and refused rows
 * shown here. Closing the dialog does not stop the import.
 */
export function SeedImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const start = useStartSeedImport();
  const [taskId, setTaskId] = useState<number | null>(null);
  const task = useSeedTask(taskId);
  const resume = useResumeSeedImport();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const running = start.isPending || task.data?.status === 'running';
  const download = (id: number) => {
    setDownloadError(null);
    downloadRefusedRows(id).catch((error: unknown) => setDownloadError(errorMessage(error)));
  };

  const upload = (file: File) =>
    start.mutate(file, { onSuccess: (created) => setTaskId(created.id) });

  return (
    <TitledDialog title={t('Import a dataset')} onClose={onClose} maxWidth="sm">
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {taskId === null ? (
          <FileDropZone
            accept=".ndjson,.jsonl,.json,.csv,.txt"
            label={t('Choose a dataset file')}
            title={t('Drop an NDJSON or CSV file here, or choose one')}
            hint={t('Rows of creators, games and played games; the import resumes if interrupted.')}
            error={start.error ? errorMessage(start.error) : null}
            disabled={start.isPending}
            onSelect={upload}
          />
        ) : null}
        {running ? <LinearProgress aria-label={t('Importing')} /> : null}
        {task.data ? (
          <Box role="status">
            <Typography variant="subtitle2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {task.data.status === 'done' ? <CheckCircleOutlineOutlined color="success" /> : null}
              {task.data.status === 'done'
                ? task.data.errorRows > 0
                  ? t('Completed with {{count}} rows refused', { count: task.data.errorRows })
                  : t('Imported {{count}} rows', { count: task.data.processedRows })
                : task.data.status === 'failed'
                  ? t('The import stopped after row {{row}}; it resumes from there', {
                      row: task.data.processedRows,
                    })
                  : t('{{count}} rows read so far', { count: task.data.processedRows })}
            </Typography>
            {task.data.status === 'done' && task.data.errorRows > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {t('Imported {{count}} rows', {
                  count: task.data.processedRows - task.data.errorRows,
                })}
              </Typography>
            ) : null}
            {task.data.status === 'failed' ? (
              // The failure is the importer's own text: said in words, raw behind Details.
              <ErrorInWords
                raw={task.data.failure ?? 'The import stopped'}
                where="import"
                linkToFix={false}
                sx={{ mt: 2 }}
                action={
                  <Button
                    color="inherit"
                    size="small"
                    disabled={resume.isPending}
                    onClick={() => resume.mutate(task.data.id)}
                  >
                    {t('Resume')}
                  </Button>
                }
              />
            ) : null}
            {task.data.errorRows > 0 ? (
              <Alert
                severity="warning"
                sx={{ mt: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={() => download(task.data.id)}>
                    {t('Download refused rows')}
                  </Button>
                }
              >
                {t('{{count}} rows were refused', { count: task.data.errorRows })}
                {downloadError ? <Box>{downloadError}</Box> : null}
                <List dense disablePadding>
                  {task.data.errors.map((e) => (
                    <ListItem key={e.row} disableGutters>
                      {t('Row {{row}}: {{reason}}', { row: e.row, reason: e.reason })}
                    </ListItem>
                  ))}
                </List>
              </Alert>
            ) : null}
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {task.data?.status === 'done' ? t('Done') : t('Close')}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
