import type { PublicInvite } from '@app/contract';

// Test data for the public invite page (imported by tests only).

export const inviteToken = 'abc_DEF-123456789';

/** A paid campaign's invite to an approved creator with one published post. */
export const sampleInvite: PublicInvite = {
  campaign: {
    name: 'Launch week',
    type: 'paid',
    brief: 'Play the demo',
    instructions: null,
    briefFile: { label: 'Press kit', url: '/files/a.pdf' },
    instructionsFile: null,
    imageUrl: null,
    startedAt: null,
    finishedAt: '2026-05-31T23:59:59.000Z',
    isClosed: false,
  },
  product: {
    title: 'Starfall',
    description: null,
    imageUrl: null,
    storeLinks: [{ platform: 'steam', url: 'https://store.steampowered.com/app/1' }],
  },
  creator: {
    mediaName: 'Nova',
    status: 3,
    statusLabel: 'Approved',
    revenueAmount: 250,
    postCount: 2,
  },
  posts: [
    {
      url: 'https://youtu.be/x',
      title: null,
      thumbnailUrl: null,
      publishedAt: null,
      status: 'published',
    },
  ],
  canSubmitPost: true,
  channelProof: { required: false, proven: false, signIn: [] },
};
