import {
  type ErrorFamily,
  type ErrorWhere,
  errorInWords,
  familyInWords,
  UserRole,
} from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCurrentUserQuery } from '../../auth/index.ts';
import { fixLink } from '../logic/fix-link.ts';

type ErrorInWordsProps = {
  /** The stored error, as the server or a library wrote it; null with `family` when none is. */
  raw: string | null;
  family?: ErrorFamily;
  where: ErrorWhere;
  /** The provider, when the screen knows it (a channel's platform). */
  platform?: string;
  /** The creator an address belongs to, for a refused recipient's link. */
  creatorId?: number;
  /** An alert (a failing mailbox), or a line of small text (a card's footer, a table cell). */
  variant?: 'alert' | 'text';
  /** Words after the sentence (which mailbox, what to do next). */
  children?: ReactNode;
  /** A headline before the sentence (what was tried). */
  title?: string;
  /** False on the screen that fixes it already (Manager Emails' own test). */
  linkToFix?: boolean;
  /** An alert the reader may close. */
  onClose?: () => void;
  /** A button at the alert's end (Retry). */
  action?: ReactNode;
  /** 'status' for the answer to something the reader just asked (a Test). */
  role?: 'alert' | 'status';
  sx?: SxProps<Theme>;
};

/**
 * A stored error as a sentence that says what happened and what to do, with a link to the
 * screen that fixes it; an Admin can unfold the technical detail behind "Details".
 */
export function ErrorInWords({
  raw,
  family,
  where,
  platform,
  creatorId,
  variant = 'alert',
  children,
  title,
  linkToFix = true,
  onClose,
  role = 'alert',
  action,
  sx,
}: ErrorInWordsProps) {
  const { t } = useTranslation();
  // Read softly: a dialog shown before the user loaded (or in a component test) shows no details.
  const admin = useCurrentUserQuery().data?.role === UserRole.Admin;
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const words =
    raw === null
      ? familyInWords(family ?? 'unknown', where, platform)
      : errorInWords(raw, where, platform);
  const withDetails = admin && raw !== null;
  const link = linkToFix ? fixLink(words.fix, { admin, creatorId }) : null;

  const fixButton = link ? (
    <Button component={RouterLink} to={link.to} color="inherit" size="small">
      {t(link.label)}
    </Button>
  ) : null;
  const detailsButton = withDetails ? (
    <Button
      size="small"
      color="inherit"
      aria-expanded={open}
      aria-controls={detailsId}
      onClick={() => setOpen((o) => !o)}
    >
      {t('Details')}
    </Button>
  ) : null;
  const details = withDetails ? (
    <Collapse in={open} id={detailsId} unmountOnExit>
      <Box
        component="code"
        dir="ltr"
        sx={{
          display: 'block',
          mt: 0.5,
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        }}
      >
        {raw}
      </Box>
    </Collapse>
  ) : null;
  const sentence = (
    <>
      {title ? <strong>{title} </strong> : null}
      {t(words.sentence, words.values)}
      {children ? <> {children}</> : null}
    </>
  );

  if (variant === 'text') {
    return (
      <Box sx={sx}>
        <Typography variant="caption" component="p">
          {sentence}
        </Typography>
        {fixButton || detailsButton ? (
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
            {fixButton}
            {detailsButton}
          </Box>
        ) : null}
        {details}
      </Box>
    );
  }
  return (
    <Alert
      severity="error"
      role={role}
      // A long address or detail wraps: MUI's message box scrolls otherwise, a scrollable
      // region no keyboard can reach on a phone.
      sx={[
        { '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      onClose={onClose}
      action={action}
    >
      {sentence}
      {fixButton || detailsButton ? (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5, ml: -0.75 }}>
          {fixButton}
          {detailsButton}
        </Box>
      ) : null}
      {details}
    </Alert>
  );
}
