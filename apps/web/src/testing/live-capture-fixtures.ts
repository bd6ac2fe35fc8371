import { ChannelType, type InfluencerListItem, type Submission } from '@app/contract';

// Test data for the live-capture screens (imported by tests only).

export function submissionFixture(patch: Partial<Submission> = {}): Submission {
  return {
    id: 3,
    campaignId: 7,
    leadMagnetId: 11,
    email: 'kai@mail.test',
    channelUrl: 'https://www.youtube.com/@KaiPlays',
    channelType: ChannelType.Youtube,
    fields: {},
    status: 'not mapped',
    outcome: null,
    checkError: null,
    flags: [],
    channelProof: null,
    channelProvenAt: null,
    emailConfirmed: false,
    heldBecause: [],
    influencer: null,
    channel: null,
    attempts: 0,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...patch,
  };
}

export function creatorFixture(patch: Partial<InfluencerListItem> = {}): InfluencerListItem {
  return {
    id: 9,
    mediaName: 'Kai Plays',
    name: 'Kai',
    firstName: 'Kai',
    lastName: null,
    email: 'kai@studio.test',
    country: null,
    language: null,
    tags: [],
    audiences: [],
    status: 'active',
    source: 1,
    notes: null,
    rating: null,
    lists: [],
    subscribersCount: 12_000,
    campaignsCount: 0,
    lastActivityAt: null,
    channels: [
      {
        id: 42,
        type: ChannelType.Youtube,
        url: 'https://www.youtube.com/@KaiPlays',
        handle: '@KaiPlays',
        title: 'Kai Plays',
        avatarUrl: null,
        subscribers: 12_000,
        statsStatus: 'ok',
      },
    ],
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...patch,
  } as InfluencerListItem;
}
