import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { ComposerStart } from '../logic/composer-request.ts';
import { threadListRequest } from '../logic/thread-list-state.ts';
import { useThreadListState } from '../logic/use-thread-list-state.ts';
import { ThreadFilters } from './thread-filters.tsx';
import { ThreadList } from './thread-list.tsx';
import { ThreadView } from './thread-view.tsx';

type ThreadsPanelProps = {
  onCompose: (start: ComposerStart) => void;
  /** A creator's profile: only their threads. */
  influencerId?: number;
};

/**
 * Threads and the open thread: side by side on wide screens; on phones the list, then the
 * thread as a view of its own with Back. List state and the open thread live in the address.
 */
export function ThreadsPanel({ onCompose, influencerId }: ThreadsPanelProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const { state, change, openThread, searchText, setSearchText } = useThreadListState();
  const request = useMemo(
    () => threadListRequest(state, influencerId ? { influencerId } : {}),
    [state, influencerId],
  );
  const filtered = Boolean(
    state.search || state.accountId || state.unread || (!influencerId && state.influencerId),
  );

  const list = (
    <ThreadList
      request={request}
      selectedId={state.threadId}
      onOpen={(thread) => openThread(thread.id)}
      onPage={(page) => change({ page })}
      onPageSize={(pageSize) => change({ pageSize })}
      filtered={filtered}
    />
  );
  const filters = (
    <ThreadFilters
      searchText={searchText}
      onSearchText={setSearchText}
      state={state}
      onChange={change}
      fixedInfluencer={influencerId !== undefined}
    />
  );

  if (!wide) {
    return (
      <Card>
        {state.threadId ? (
          <ThreadView
            threadId={state.threadId}
            onCompose={onCompose}
            onBack={() => openThread(null)}
          />
        ) : (
          <>
            {filters}
            <Divider />
            {list}
          </>
        )}
      </Card>
    );
  }

  return (
    <Card>
      {filters}
      <Divider />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(300px, 2fr) 3fr', minHeight: 480 }}>
        <Box sx={{ borderInlineEnd: 1, borderColor: 'divider', minWidth: 0 }}>{list}</Box>
        <Box sx={{ minWidth: 0 }}>
          {state.threadId ? (
            <ThreadView key={state.threadId} threadId={state.threadId} onCompose={onCompose} />
          ) : (
            <Box sx={{ p: 3, height: 1, display: 'grid', placeItems: 'center' }}>
              <EmptyState
                compact
                icon={<ForumOutlined />}
                title={t('No thread open')}
                description={t('Pick a thread to read it and reply.')}
              />
            </Box>
          )}
        </Box>
      </Box>
    </Card>
  );
}
