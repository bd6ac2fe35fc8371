import { type PublicInvite, publicInvite } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { isPublicInvite } from './invite-api.ts';

const sample: PublicInvite = {
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
  product: { title: 'Starfall', description: null, imageUrl: null, storeLinks: [] },
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
};

describe('isPublicInvite (the page checks answers without zod)', () => {
  it('accepts what the contract accepts', () => {
    expect(publicInvite.safeParse(sample).success).toBe(true);
    expect(isPublicInvite(sample)).toBe(true);
  });

  it.each([
    ['no campaign', { ...sample, campaign: null }],
    ['a foreign campaign type', { ...sample, campaign: { ...sample.campaign, type: 'gift' } }],
    ['a numeric brief', { ...sample, campaign: { ...sample.campaign, brief: 5 } }],
    ['posts not a list', { ...sample, posts: {} }],
    ['a post without url', { ...sample, posts: [{ title: 'x' }] }],
    ['no canSubmitPost', { ...sample, canSubmitPost: undefined }],
    ['a status label missing', { ...sample, creator: { ...sample.creator, statusLabel: null } }],
  ])('refuses %s, as the contract does', (_name, value) => {
    expect(publicInvite.safeParse(value).success).toBe(false);
    expect(isPublicInvite(value)).toBe(false);
  });
});
