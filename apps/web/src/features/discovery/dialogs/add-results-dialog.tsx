import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Label, type LabelColor } from '../../../components/label.tsx';
import { TitledDialog } from '../../../components/titled-dialog.tsx';
import { influencerHref } from '../../influencers/index.ts';
import { type AddOutcome, type AddResultRow, countOutcomes } from '../logic/add-outcomes.ts';

const outcomeColor: Record<AddOutcome, LabelColor> = {
  created: 'success',
  existing: 'info',
  failed: 'error',
};

function OutcomeLabel({ outcome }: { outcome: AddOutcome }) {
  const { t } = useTranslation();
  const text =
    outcome === 'created'
      ? t('Added to CRM')
      : outcome === 'existing'
        ? t('Already in CRM')
        : t('Failed');
  return <Label color={outcomeColor[outcome]}>{text}</Label>;
}

type AddResultsDialogProps = {
  /** What was asked, e.g. "Added to campaign Summer Launch". */
  title: string;
  rows: AddResultRow[];
  onClose: () => void;
};

/** What happened to each creator of a bulk add: created, already there, or why it failed. */
export function AddResultsDialog({ title, rows, onClose }: AddResultsDialogProps) {
  const { t } = useTranslation();
  const counts = countOutcomes(rows);
  return (
    <TitledDialog title={title} onClose={onClose} closeButton>
      <DialogContent dividers>
        <Typography variant="body2" role="status" sx={{ mb: 1.5 }}>
          {t('{{created}} added to the CRM, {{existing}} already in it, {{failed}} failed', {
            created: counts.created,
            existing: counts.existing,
            failed: counts.failed,
          })}
        </Typography>
        <List
          dense
          aria-label={t('Results per creator')}
          sx={{ maxHeight: 360, overflowY: 'auto' }}
        >
          {rows.map((row) => {
            return (
              <ListItem key={row.creatorId} disableGutters sx={{ gap: 1.5 }}>
                <ListItemText
                  primary={
                    row.influencerId ? (
                      <Link
                        component={RouterLink}
                        to={influencerHref(row.influencerId)}
                        color="text.primary"
                        underline="hover"
                        dir="auto"
                      >
                        {row.name}
                      </Link>
                    ) : (
                      <Box component="span" dir="auto">
                        {row.name}
                      </Box>
                    )
                  }
                  secondary={row.reason ? t(row.reason) : null}
                />
                <OutcomeLabel outcome={row.outcome} />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('Done')}
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
