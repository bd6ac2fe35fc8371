import { describe, expect, it } from 'vitest';
import { fixLink } from './fix-link.ts';

// Issue 30: a provider's "not connected" or refused key leads an Admin to Settings >
// Integrations; a Manager, who cannot change it there, gets no link.
describe('the integrations fix', () => {
  it('is a link to Settings > Integrations for an Admin, none for a Manager', () => {
    expect(fixLink('integrations', { admin: true })).toEqual({
      to: '/settings?tab=integrations',
      label: 'Open Integrations',
    });
    expect(fixLink('integrations', { admin: false })).toBeNull();
  });
});
