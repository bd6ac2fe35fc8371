import type {
  CampaignListRequest,
  EmailRecipientFilter,
  EmailStatsListRequest,
  EmailTemplateType,
  InfluencerEmailsRequest,
  InfluencerListRequest,
  ListKind,
  ListListRequest,
  MailThreadListRequest,
  PostListRequest,
  ProductListRequest,
  RedeemCodeAuditRequest,
  RedeemCodeListRequest,
  TaskListQuery,
  TaskType,
  UserListRequest,
  WorkflowListRequest,
  WorkflowPreviewRequest,
} from '@app/contract';

/**
 * A table's keys: everything about it (`all`, what its saves make stale), a page of its rows,
 * one row. The page and the row sit under `all`, so invalidating `all` refreshes both.
 */
function tableKeys<Name extends string, ListParams>(name: Name) {
  return {
    all: [name] as const,
    list: (params: ListParams) => [name, 'list', params] as const,
    detail: (id: number) => [name, 'detail', id] as const,
  };
}

/** Every query key in one place, so invalidation matches what was cached. */
export const queryKeys = {
  me: ['user', 'me'] as const,
  integrations: ['integrations'] as const,
  users: tableKeys<'users', UserListRequest>('users'),
  influencers: {
    ...tableKeys<'influencers', InfluencerListRequest>('influencers'),
    campaigns: (id: number) => ['influencers', 'campaigns', id] as const,
  },
  lists: {
    all: (kind: ListKind) => ['lists', kind] as const,
    list: (kind: ListKind, params: ListListRequest) => ['lists', kind, 'list', params] as const,
  },
  tableViews: {
    all: (kind: ListKind) => ['table-views', kind] as const,
  },
  products: tableKeys<'products', ProductListRequest>('products'),
  campaigns: {
    ...tableKeys<'campaigns', CampaignListRequest>('campaigns'),
    users: ['campaigns', 'users'] as const,
    /** Everything about one campaign's creators: rows, counts, posts, statistics. */
    workflowAll: (id: number) => ['campaigns', id, 'workflow'] as const,
    workflow: (id: number, params: WorkflowListRequest) =>
      ['campaigns', id, 'workflow', 'list', params] as const,
    workflowStats: (id: number) => ['campaigns', id, 'workflow', 'stats'] as const,
    workflowPreview: (id: number, body: WorkflowPreviewRequest) =>
      ['campaigns', id, 'workflow', 'preview', body] as const,
    posts: (id: number, params: PostListRequest) =>
      ['campaigns', id, 'workflow', 'posts', params] as const,
    stats: (id: number, period: string) =>
      ['campaigns', id, 'workflow', 'statistics', period] as const,
    webhooks: (id: number) => ['campaigns', id, 'webhooks'] as const,
  },
  /** The landing page's figures for a period (POST /dashboard). */
  dashboard: (period: number) => ['dashboard', period] as const,
  invite: (token: string) => ['invite', token] as const,
  redeemCodes: {
    /** The platforms list never changes while the app runs (staleTime Infinity). */
    platforms: ['redeem-codes', 'platforms'] as const,
    alerts: ['redeem-codes', 'alerts'] as const,
    /** Everything about one campaign's codes: stats, rows, requests, audit. */
    campaign: (campaignId: number) => ['redeem-codes', 'campaign', campaignId] as const,
    stats: (campaignId: number) => ['redeem-codes', 'campaign', campaignId, 'stats'] as const,
    requestStats: (campaignId: number) =>
      ['redeem-codes', 'campaign', campaignId, 'request-stats'] as const,
    list: (params: RedeemCodeListRequest) =>
      ['redeem-codes', 'campaign', params.campaignId, 'list', params] as const,
    audit: (params: RedeemCodeAuditRequest) =>
      ['redeem-codes', 'campaign', params.campaignId, 'audit', params] as const,
  },
  /** Sender accounts (Settings > Manager Emails). */
  mailerAccounts: ['mailer-accounts'] as const,
  mailerAccountOptions: ['mailer-account-options'] as const,
  emailTemplates: {
    /** Everything about one campaign's templates: types, content, custom templates, counts. */
    all: (campaignId: number) => ['campaigns', campaignId, 'email-templates'] as const,
    types: (campaignId: number) => ['campaigns', campaignId, 'email-templates', 'types'] as const,
    content: (campaignId: number, type: EmailTemplateType) =>
      ['campaigns', campaignId, 'email-templates', 'content', type] as const,
    custom: (campaignId: number) => ['campaigns', campaignId, 'email-templates', 'custom'] as const,
    preview: (campaignId: number, input: Record<string, unknown>) =>
      ['campaigns', campaignId, 'email-templates', 'preview', input] as const,
    recipients: (campaignId: number, filter: EmailRecipientFilter) =>
      ['campaigns', campaignId, 'email-templates', 'recipients', filter] as const,
  },
  /** Under the workflow key, so whatever refreshes the workflow refreshes these too. */
  emailStats: {
    totals: (campaignId: number) => ['campaigns', campaignId, 'workflow', 'email-stats'] as const,
    list: (campaignId: number, params: EmailStatsListRequest) =>
      ['campaigns', campaignId, 'workflow', 'email-stats', 'list', params] as const,
  },
  influencerEmails: (id: number, params: InfluencerEmailsRequest) =>
    ['influencers', 'emails', id, params] as const,
  sentEmail: (id: number) => ['emails', id] as const,
  /** Mailings: mailboxes, threads and the team's mailing templates. */
  mailings: {
    accounts: ['mailings', 'accounts'] as const,
    threadsAll: ['mailings', 'threads'] as const,
    threads: (params: MailThreadListRequest) => ['mailings', 'threads', 'list', params] as const,
    thread: (id: number) => ['mailings', 'threads', 'detail', id] as const,
    templatesAll: ['mailings', 'templates'] as const,
    templates: (params: Record<string, unknown>) =>
      ['mailings', 'templates', 'list', params] as const,
    replacements: ['mailings', 'replacements'] as const,
  },
  /** Live capture: lead magnets, submissions, figures, the blocklist. */
  liveCapture: {
    all: ['live-capture'] as const,
    /** Everything about one campaign's capture: its lead magnet, submissions and figures. */
    campaign: (campaignId: number) => ['live-capture', 'campaign', campaignId] as const,
    leadMagnet: (campaignId: number) =>
      ['live-capture', 'campaign', campaignId, 'lead-magnet'] as const,
    submissions: (campaignId: number, query: Record<string, unknown>) =>
      ['live-capture', 'campaign', campaignId, 'submissions', query] as const,
    stats: (campaignId: number | null, period: number) =>
      campaignId === null
        ? (['live-capture', 'stats', period] as const)
        : (['live-capture', 'campaign', campaignId, 'stats', period] as const),
    blocklistAll: ['live-capture', 'blocklist'] as const,
    blocklist: (params: Record<string, unknown>) =>
      ['live-capture', 'blocklist', 'list', params] as const,
  },
  tasks: {
    all: ['tasks'] as const,
    list: (type: TaskType, query: TaskListQuery) => ['tasks', type, query] as const,
  },
};
