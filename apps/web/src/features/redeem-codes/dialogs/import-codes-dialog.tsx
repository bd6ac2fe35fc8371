import {
  type ImportRedeemCodesResponse,
  REDEEM_CODE_FILE_MAX_BYTES,
  type RedeemCodePlatform,
} from '@app/contract';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/errors.ts';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { formatBytes } from '../../../components/image-file.ts';
import { PickedFileRow } from '../../../components/picked-file-row.tsx';
import { formatFull } from '../../../format/format.ts';
import { useImportCodes } from '../api/redeem-codes-queries.ts';
import { CODE_FILE_ACCEPT, type CodeCount, inspectCodeFile } from '../logic/code-file.ts';
import { summarizeImport } from '../logic/import-summary.ts';
import { usePlainT } from '../logic/use-plain-t.ts';
import { TaskDialog } from './task-dialog.tsx';

type PlatformOption = { id: RedeemCodePlatform; label: string };

type ImportCodesDialogProps = {
  open: boolean;
  campaignId: number;
  platforms: PlatformOption[];
  /** Preselected pool, e.g. when opened from a platform's card. */
  platform: RedeemCodePlatform | null;
  onClose: () => void;
};

type Picked =
  | { state: 'checking'; file: File }
  | { state: 'ready'; file: File; count: CodeCount }
  | { state: 'refused'; file: File; problem: string };

/** Import a .txt of codes into one platform's pool; answers added / skipped / rejected. */
export function ImportCodesDialog({
  open,
  campaignId,
  platforms,
  platform: initialPlatform,
  onClose,
}: ImportCodesDialogProps) {
  const { t } = useTranslation();
  const plainT = usePlainT();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useImportCodes(campaignId);
  const [chosenPlatform, setPlatform] = useState<RedeemCodePlatform | ''>('');
  // Until the user picks one: the pool the dialog was opened for, else the first platform. The
  // platforms may still be loading when the dialog opens, so this follows them when they come.
  const offered = (id: RedeemCodePlatform | '' | null) => platforms.some((p) => p.id === id);
  const platform = [chosenPlatform, initialPlatform].find(offered) ?? platforms[0]?.id ?? '';
  const [picked, setPicked] = useState<Picked | null>(null);
  const [result, setResult] = useState<ImportRedeemCodesResponse | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const pickSeq = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      setPlatform('');
      setPicked(null);
      setResult(null);
      setServerError(null);
      upload.reset();
    }
  }, [open]);

  const pick = async (file: File) => {
    const seq = ++pickSeq.current;
    setServerError(null);
    setPicked({ state: 'checking', file });
    const check = await inspectCodeFile(file, REDEEM_CODE_FILE_MAX_BYTES);
    if (seq !== pickSeq.current) return;
    setPicked(
      check.ok
        ? { state: 'ready', file, count: check.count }
        : { state: 'refused', file, problem: check.problem },
    );
  };

  const submit = () => {
    if (picked?.state !== 'ready' || !platform) return;
    setServerError(null);
    upload.mutate(
      { platform, file: picked.file },
      {
        onSuccess: (answer) => {
          setResult(answer);
          enqueueSnackbar(summarizeImport(answer, plainT).short, {
            variant: answer.added > 0 ? 'success' : 'warning',
          });
        },
        onError: (error) => setServerError(t(errorMessage(error))),
      },
    );
  };

  const platformLabel = t(platforms.find((p) => p.id === platform)?.label ?? '');
  const summary = result ? summarizeImport(result, plainT) : null;
  const busy = upload.isPending;

  return (
    <TaskDialog
      open={open}
      title={t('Import codes')}
      busy={busy}
      done={result !== null}
      error={serverError}
      onClose={onClose}
      doneActions={
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => {
            setResult(null);
            setPicked(null);
          }}
        >
          {t('Import another file')}
        </Button>
      }
      action={
        <Button
          variant="contained"
          onClick={submit}
          loading={busy}
          disabled={picked?.state !== 'ready' || !platform}
        >
          {picked?.state === 'ready' && platform
            ? t('Import {{formatted}} into {{platform}}', {
                count: picked.count.codes,
                formatted: formatFull(picked.count.codes),
                platform: platformLabel,
              })
            : t('Import')}
        </Button>
      }
    >
      {summary && result ? (
        <Alert severity={summary.severity} variant="outlined" role="status">
          <AlertTitle>{summary.title}</AlertTitle>
          <Typography variant="body2" sx={{ mb: summary.lines.length ? 1 : 0 }}>
            {t('{{platform}} pool, from {{file}}', {
              platform: platformLabel,
              file: picked?.file.name ?? '',
            })}
          </Typography>
          {summary.lines.length ? (
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
              {summary.lines.map((line) => (
                <li key={line}>
                  <Typography variant="body2">{line}</Typography>
                </li>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : (
        <>
          <TextField
            select
            required
            label={t('Platform')}
            value={platform}
            disabled={busy}
            onChange={(e) => setPlatform(e.target.value as RedeemCodePlatform)}
            helperText={t('The pool the codes go into. Each platform has its own pool.')}
            sx={{ mt: 1 }}
          >
            {platforms.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {t(p.label)}
              </MenuItem>
            ))}
          </TextField>

          {picked ? (
            <PickedFileRow
              icon={
                picked.state === 'checking' ? (
                  <CircularProgress size={24} aria-label={t('Reading the file')} />
                ) : (
                  <InsertDriveFileOutlined
                    sx={{ color: picked.state === 'ready' ? 'success.main' : 'error.main' }}
                  />
                )
              }
              name={picked.file.name}
              refused={picked.state === 'refused'}
              disabled={busy}
              onRemove={() => {
                pickSeq.current += 1;
                setPicked(null);
                setServerError(null);
              }}
            >
              <Typography
                variant="caption"
                component="p"
                role={picked.state === 'refused' ? 'alert' : undefined}
                sx={{ color: picked.state === 'refused' ? 'error.main' : 'text.secondary' }}
              >
                {picked.state === 'checking'
                  ? t('Reading the file…')
                  : picked.state === 'refused'
                    ? t(picked.problem)
                    : [
                        formatBytes(picked.file.size),
                        picked.count.codes === 1
                          ? t('1 code')
                          : t('{{formatted}} codes', {
                              count: picked.count.codes,
                              formatted: formatFull(picked.count.codes),
                            }),
                        picked.count.blank === 1
                          ? t('1 blank line skipped')
                          : picked.count.blank
                            ? t('{{formatted}} blank lines skipped', {
                                count: picked.count.blank,
                                formatted: formatFull(picked.count.blank),
                              })
                            : null,
                        picked.count.duplicates
                          ? t('{{formatted}} repeated', {
                              count: picked.count.duplicates,
                              formatted: formatFull(picked.count.duplicates),
                            })
                          : null,
                        picked.count.invalid
                          ? t('{{formatted}} invalid (too long or control characters)', {
                              count: picked.count.invalid,
                              formatted: formatFull(picked.count.invalid),
                            })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
              </Typography>
            </PickedFileRow>
          ) : (
            <FileDropZone
              accept={CODE_FILE_ACCEPT}
              label={t('Choose a .txt file')}
              title={t('Drop a .txt file here or click to choose')}
              hint={t(
                'One code per line, UTF-8. Blank lines and repeats are skipped; codes already in a pool are rejected.',
              )}
              disabled={busy}
              onSelect={(file) => void pick(file)}
            />
          )}

          {busy ? (
            <Box>
              <LinearProgress aria-label={t('Importing codes')} />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('Importing… large files take a moment.')}
              </Typography>
            </Box>
          ) : null}
        </>
      )}
    </TaskDialog>
  );
}
