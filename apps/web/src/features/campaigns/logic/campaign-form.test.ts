import { describe, expect, it } from 'vitest';
import {
  type CampaignFormInput,
  campaignFormSchema,
  emptyCampaignForm,
  stepIssues,
  toCampaignRequest,
} from './campaign-form.ts';

const filledBasic: CampaignFormInput = {
  ...emptyCampaignForm,
  name: 'Launch week',
  productId: 3,
  type: 'paid',
  dealRevenueAmount: 250,
  dealPostCount: 2,
  startedAt: '2026-05-01',
  finishedAt: '2026-05-31',
  brief: 'Play the first hour on stream.',
};

describe('wizard step validation', () => {
  it('stops Basic Info on a missing name and product', () => {
    const fields = stepIssues(emptyCampaignForm, 'basic').map((i) => i.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'productId']));
  });

  it('names the product in its message', () => {
    const issue = stepIssues(emptyCampaignForm, 'basic').find((i) => i.field === 'productId');
    expect(issue?.message).toBe('Product is required');
  });

  it('lets a filled Basic Info through, whatever the brief step holds', () => {
    expect(stepIssues({ ...filledBasic, briefFileLabel: 'x'.repeat(500) }, 'basic')).toEqual([]);
  });

  it('keeps the brief step to its own fields', () => {
    const issues = stepIssues(
      { ...emptyCampaignForm, brief: 'Play it', briefFileLabel: 'x'.repeat(500) },
      'brief',
    );
    expect(issues.map((i) => i.field)).toEqual(['briefFileLabel']);
  });

  it('requires a brief, as the server does: text, or a file instead', () => {
    for (const brief of ['', '   ']) {
      expect(stepIssues({ ...filledBasic, brief }, 'brief')).toEqual([
        { field: 'brief', message: 'Brief is required' },
      ]);
    }
    expect(stepIssues({ ...filledBasic, brief: '', briefFile: 'brief.pdf' }, 'brief')).toEqual([]);
    expect(stepIssues(filledBasic, 'brief')).toEqual([]);
    // Basic Info is not held up by the brief it has not reached yet.
    expect(stepIssues({ ...filledBasic, brief: '' }, 'basic')).toEqual([]);
  });

  it('refuses a deadline before the start date', () => {
    const issues = stepIssues({ ...filledBasic, finishedAt: '2026-04-01' }, 'basic');
    expect(issues).toEqual([
      { field: 'finishedAt', message: 'The deadline must be after the start date' },
    ]);
  });

  it('refuses a negative deal', () => {
    const fields = stepIssues({ ...filledBasic, dealRevenueAmount: -5 }, 'basic').map(
      (i) => i.field,
    );
    expect(fields).toEqual(['dealRevenueAmount']);
  });
});

describe('toCampaignRequest', () => {
  it('turns days into instants: start of the first day, end of the deadline', () => {
    const body = toCampaignRequest(campaignFormSchema.parse(filledBasic));
    expect(body.startedAt).toBe('2026-05-01T00:00:00.000Z');
    expect(body.finishedAt).toBe('2026-05-31T23:59:59.000Z');
    expect(body.dealRevenueAmount).toBe(250);
  });

  it('drops the deal of a free campaign', () => {
    const body = toCampaignRequest(campaignFormSchema.parse({ ...filledBasic, type: 'free' }));
    expect(body.dealRevenueAmount).toBeNull();
    expect(body.dealPostCount).toBeNull();
  });
});
