import { z } from 'zod';
import { channel, channelSummary, channelUrl } from './channels.ts';
import { channelType, InfluencerStatus, influencerSource, influencerStatus } from './enums.ts';
import { email, id, ids, optionalString, requiredString, rowId, timestamps } from './fields.ts';
import { listRef } from './lists.ts';
import { listRequest, listResponse } from './paging.ts';
import { task } from './tasks.ts';

/** Messages of this area that the SPEC's catalogue does not spell. */
export const influencerMessages = {
  mergeIntoItself: 'Choose two different influencers to merge',
  notSpreadsheet: 'The file is not a spreadsheet (.xlsx, .xls, .ods or .csv)',
  csvNotUtf8: 'The CSV file is not UTF-8 text: save it as "CSV UTF-8" and try again',
  unreadableSpreadsheet: 'The spreadsheet could not be read',
  fileTooLarge: 'The file is too large',
  tooManyRows: 'The file has too many rows',
  noUrlColumn: 'The file has no "Channel URL" column',
} as const;

/** Most rows one import takes; the server may lower it (IMPORT_MAX_ROWS). */
export const IMPORT_MAX_ROWS_DEFAULT = 10_000;
/** GET /influencer/import/template saves the import template under this name. */
export const INFLUENCER_IMPORT_TEMPLATE_FILE = 'influencers-template.xlsx';
/**
 * Template headers. The import matches headers ignoring case, spaces, punctuation and
 * order; "Channel URL" may hold several links separated by spaces, commas or new lines.
 * Extra "YouTube"/"Twitch"/"URL" columns are read as channel links too.
 */
export const INFLUENCER_IMPORT_COLUMNS = [
  'Channel URL',
  'Media name',
  'First name',
  'Last name',
  'Email',
  'Country',
  'Language',
  'Tags',
  'Audiences',
  'Notes',
  'Rating',
] as const;

const tags = z.array(z.string().trim().min(1).max(60)).max(50);
const country = z
  .string()
  .trim()
  .toUpperCase()
  .length(2)
  .nullish()
  .transform((v) => v ?? null);
const language = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(10)
  .nullish()
  .transform((v) => v ?? null);

/** Fields the user edits. country: ISO 3166-1 alpha-2; language: ISO 639-1 (e.g. "en"). */
const influencerFields = {
  mediaName: requiredString(200),
  name: optionalString(200),
  firstName: optionalString(100),
  lastName: optionalString(100),
  email: email.nullish().transform((v) => v ?? null),
  country,
  language,
  tags: tags.default([]),
  audiences: tags.default([]),
  status: influencerStatus.default(InfluencerStatus.Active),
  notes: z
    .string()
    .max(20_000)
    .nullish()
    .transform((v) => v ?? null),
  rating: z
    .number()
    .int()
    .min(0)
    .max(5)
    .nullish()
    .transform((v) => v ?? null),
};

const influencerBase = z.object({
  id: z.number().int(),
  mediaName: z.string(),
  /** Full name: given, or first + last. */
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  country: z.string().nullable(),
  language: z.string().nullable(),
  tags: z.array(z.string()),
  audiences: z.array(z.string()),
  status: influencerStatus,
  source: influencerSource,
  notes: z.string().nullable(),
  rating: z.number().int().nullable(),
  lists: z.array(listRef),
  /** Sum of the channels' subscribers/followers. */
  subscribersCount: z.number().int(),
  /** Campaigns the influencer is in (0 until campaigns land, issue 4). */
  campaignsCount: z.number().int(),
  lastActivityAt: z.string().nullable(),
  ...timestamps,
});

export const influencerListItem = influencerBase.extend({
  channels: z.array(channelSummary),
});
export type InfluencerListItem = z.infer<typeof influencerListItem>;

export const influencerDetail = influencerBase.extend({
  channels: z.array(channel),
});
export type InfluencerDetail = z.infer<typeof influencerDetail>;

export const influencerListFilters = {
  /** Has a channel of any of these platforms. */
  channelType: z.array(channelType).max(2),
  subscribersMin: z.number().int().min(0),
  subscribersMax: z.number().int().min(0),
  country: z.array(z.string().trim().toUpperCase().length(2)).max(300),
  language: z.array(z.string().trim().toLowerCase().min(2).max(10)).max(300),
  /** Has any of these tags. */
  tags: z.array(z.string().trim().min(1).max(60)).max(50),
  status: influencerStatus,
  source: z.array(influencerSource).max(5),
  /** Member of this list. */
  listId: rowId,
};
export const influencerListFiltersSchema = z.object(influencerListFilters).partial();
export type InfluencerListFilters = z.infer<typeof influencerListFiltersSchema>;

/** Every column sorts; ties break on id. "Search" covers name, media name, email, channels. */
export const influencerSortFields = [
  'mediaName',
  'name',
  'firstName',
  'lastName',
  'email',
  'country',
  'language',
  'tags',
  'audiences',
  'status',
  'source',
  'rating',
  'subscribersCount',
  'campaignsCount',
  'channelsCount',
  'lastActivityAt',
  'createdAt',
  'updatedAt',
] as const;
export type InfluencerSortField = (typeof influencerSortFields)[number];
export const influencerListRequest = listRequest([...influencerSortFields], influencerListFilters);
export type InfluencerListRequest = z.input<typeof influencerListRequest>;
/**
 * The list counts matching rows only up to this many (or to the end of the page asked for,
 * when that is further): an exact count of 100k rows costs more than the page itself.
 */
export const INFLUENCER_COUNT_CAP = 10_000;
export const influencerListResponse = listResponse(influencerListItem).extend({
  /**
   * True when more rows match than `total` says: the count stopped at the cap. Show the total
   * as "10,000+" and let paging go on while pages come back full.
   */
  totalCapped: z.boolean(),
});
export type InfluencerListResponse = z.infer<typeof influencerListResponse>;

/** POST /influencer/export: the influencers as an .xlsx, saved under this name. */
export const INFLUENCER_EXPORT_FILE = 'influencers.xlsx';
/**
 * The export's columns after the import template's (INFLUENCER_IMPORT_COLUMNS), none of them
 * a header the import reads, so an exported file imports again (merging by channel).
 */
export const INFLUENCER_EXPORT_STAT_COLUMNS = [
  'Subscribers',
  'Views',
  'Channel count',
  'Campaigns',
  'Status',
  'Source',
  'Lists',
  'Created at',
  'Influencer ID',
] as const;
/**
 * POST /influencer/export: the list request's search, filters and sort (every matching row,
 * no paging), or `ids`: exactly those influencers (search and filters ignored), in the sort.
 */
export const exportInfluencersRequest = influencerListRequest
  .omit({ page: true, pageSize: true })
  .extend({ ids: ids.optional() });
export type ExportInfluencersRequest = z.input<typeof exportInfluencersRequest>;

export const influencerIdParams = z.object({ id });

/** POST /influencer: from a channel link; media name defaults to the channel's handle. */
export const createInfluencerRequest = z.object({
  url: channelUrl,
  ...influencerFields,
  mediaName: requiredString(200).optional(),
});
export type CreateInfluencerRequest = z.input<typeof createInfluencerRequest>;

export const updateInfluencerRequest = z.object({
  mediaName: influencerFields.mediaName.optional(),
  name: influencerFields.name,
  firstName: influencerFields.firstName,
  lastName: influencerFields.lastName,
  email: influencerFields.email,
  country: influencerFields.country,
  language: influencerFields.language,
  tags: tags.optional(),
  audiences: tags.optional(),
  status: influencerStatus.optional(),
  notes: influencerFields.notes,
  rating: influencerFields.rating,
  /** Replace the influencer's list memberships. */
  listIds: z.array(rowId).max(200).optional(),
});
export type UpdateInfluencerRequest = z.input<typeof updateInfluencerRequest>;

/**
 * POST /influencer/migrate: merge influencer `id` into `targetId`. Channels, notes (appended),
 * tags, audiences, list memberships (and, from issue 4, campaign rows) move to the target;
 * the target's empty fields take the source's values; then the source is deleted.
 * Answers the target.
 */
export const migrateInfluencerResponse = influencerDetail;

/** POST /influencer/import answers the task that imports the file (watch it via /task). */
export const importInfluencersResponse = task;
export type ImportInfluencersResponse = z.infer<typeof importInfluencersResponse>;

/**
 * GET /influencer/{id}/campaigns: the Campaigns tab. Campaigns arrive with issue 4; until
 * then the answer is an empty list.
 */
export const influencerCampaign = z.object({
  campaignId: z.number().int(),
  name: z.string(),
  type: z.enum(['free', 'paid']),
  status: z.number().int(),
  revenueAmount: z.number().nullable(),
  postCount: z.number().int().nullable(),
  ...timestamps,
});
export type InfluencerCampaign = z.infer<typeof influencerCampaign>;
export const influencerCampaignsResponse = listResponse(influencerCampaign);
export type InfluencerCampaignsResponse = z.infer<typeof influencerCampaignsResponse>;
