import type { Campaign } from '@app/contract';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CreatorsSection } from './creators-section.tsx';
import { PostsPanel } from './posts-panel.tsx';

type Section = 'creators' | 'posts';

/** The campaign's creators through invite, approve, publish and pay; and their posts. */
export function WorkflowTab({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('section') === 'posts' ? 'posts' : 'creators';

  return (
    <Card>
      <Tabs
        value={section}
        onChange={(_, value: Section) =>
          setParams(value === 'posts' ? { section: 'posts' } : {}, { replace: true })
        }
        aria-label={t('Workflow sections')}
        sx={(theme) => ({ px: 2.5, boxShadow: `inset 0 -2px 0 0 ${theme.palette.divider}` })}
      >
        <Tab value="creators" label={t('Creators')} />
        <Tab value="posts" label={t('Posts')} />
      </Tabs>
      {section === 'creators' ? (
        <CreatorsSection campaign={campaign} />
      ) : (
        <PostsPanel campaign={campaign} />
      )}
    </Card>
  );
}
