import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AreaPageHeader } from '../../../components/page-header.tsx';
import { SectionTabs } from '../../../components/section-tabs.tsx';
import { ThreadComposer } from '../dialogs/thread-composer.tsx';
import { useComposer } from '../logic/use-composer.ts';
import { SyncStatusBar } from '../sections/sync-status-bar.tsx';
import { TemplatesTab } from '../sections/templates-tab.tsx';
import { ThreadsPanel } from '../sections/threads-panel.tsx';

const tabs = [
  { value: 'threads', label: 'Threads' },
  { value: 'templates', label: 'Templates' },
] as const;
type MailingsTab = (typeof tabs)[number]['value'];

/** /mailings: threads with creators from the synced mailboxes, and the mailing templates. */
export function MailingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: MailingsTab = params.get('tab') === 'templates' ? 'templates' : 'threads';
  const composer = useComposer();
  const influencerId = Number(params.get('influencer')) || null;

  return (
    <>
      <AreaPageHeader
        title={t('Mailings')}
        action={
          <Button
            variant="contained"
            color="inherit"
            startIcon={<EditOutlined />}
            onClick={() =>
              composer.open({
                kind: 'new',
                accountId: Number(params.get('account')) || null,
                influencerId,
              })
            }
          >
            {t('New message')}
          </Button>
        }
      />
      <SectionTabs
        label={t('Mailings sections')}
        tabs={tabs}
        value={tab}
        onChange={(value) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            if (value === 'threads') next.delete('tab');
            else next.set('tab', value);
            return next;
          })
        }
      >
        {tab === 'threads' ? (
          <>
            <SyncStatusBar />
            <ThreadsPanel onCompose={composer.open} />
          </>
        ) : (
          <TemplatesTab />
        )}
      </SectionTabs>
      <ThreadComposer composer={composer} />
    </>
  );
}
