import EditOutlined from '@mui/icons-material/EditOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ThreadComposer } from '../dialogs/thread-composer.tsx';
import { mailingsHref } from '../logic/thread-list-state.ts';
import { useComposer } from '../logic/use-composer.ts';
import { ThreadsPanel } from './threads-panel.tsx';

/**
 * The influencer profile's Mailings tab: this creator's threads with the thread view, and a
 * new message to them. The list's state is in the address, as on /mailings.
 */
export function InfluencerMailingsTab({ influencerId }: { influencerId: number }) {
  const { t } = useTranslation();
  const [params, _setParams] = useSearchParams();
  const composer = useComposer();
  const threadId = Number(params.get('thread')) || undefined;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end', mb: 2 }}>
        <Button
          color="inherit"
          startIcon={<OpenInNewOutlined />}
          component={RouterLink}
          to={mailingsHref(influencerId, threadId)}
        >
          {t('Open in Mailings')}
        </Button>
        <Button
          variant="contained"
          color="inherit"
          startIcon={<EditOutlined />}
          onClick={() => composer.open({ kind: 'new', accountId: null, influencerId })}
        >
          {t('New message')}
        </Button>
      </Box>
      <ThreadsPanel influencerId={influencerId} onCompose={composer.open} />
      <ThreadComposer composer={composer} />
    </>
  );
}
