import type {
  InfluencerListRequest,
  ListKind,
  ListListRequest,
  TaskListQuery,
  TaskType,
  UserListRequest,
} from '@app/contract';

/** Every query key in one place, so invalidation matches what was cached. */
export const queryKeys = {
  me: ['user', 'me'] as const,
  users: {
    all: ['users'] as const,
    list: (params: UserListRequest) => ['users', 'list', params] as const,
    detail: (id: number) => ['users', 'detail', id] as const,
  },
  influencers: {
    all: ['influencers'] as const,
    list: (params: InfluencerListRequest) => ['influencers', 'list', params] as const,
    detail: (id: number) => ['influencers', 'detail', id] as const,
    campaigns: (id: number) => ['influencers', 'campaigns', id] as const,
  },
  lists: {
    all: (kind: ListKind) => ['lists', kind] as const,
    list: (kind: ListKind, params: ListListRequest) => ['lists', kind, 'list', params] as const,
  },
  tableViews: {
    all: (kind: ListKind) => ['table-views', kind] as const,
  },
  tasks: {
    all: ['tasks'] as const,
    list: (type: TaskType, query: TaskListQuery) => ['tasks', type, query] as const,
  },
};
