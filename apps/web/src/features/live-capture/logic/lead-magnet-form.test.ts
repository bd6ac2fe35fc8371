import { LEAD_MAGNET_FIELDS_MAX } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  addField,
  emptyLeadMagnetForm,
  type FieldDraft,
  fieldIssues,
  fieldKeyFromLabel,
  leadMagnetFormSchema,
  moveField,
  optionsFromText,
  relabelField,
  slugFromName,
  toCreateLeadMagnetRequest,
} from './lead-magnet-form.ts';

const text = (key: string, label = key): FieldDraft => ({
  key,
  label,
  type: 'text',
  required: false,
  options: [],
});

describe('slugFromName', () => {
  it('turns a campaign name into a page address', () => {
    expect(slugFromName('Hades II — Launch!')).toBe('hades-ii-launch');
    expect(slugFromName('  Café Späti  ')).toBe('cafe-spati');
  });

  it('answers an address the contract takes: 3 to 60 characters, no dash at the ends', () => {
    expect(slugFromName('Go')).toBe('go-apply');
    expect(slugFromName('!!!')).toBe('');
    const long = slugFromName(`${'a'.repeat(59)} b`);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('fieldKeyFromLabel', () => {
  it('makes a lowercase key that starts with a letter, unique among the others', () => {
    expect(fieldKeyFromLabel('Discord name', [])).toBe('discord_name');
    expect(fieldKeyFromLabel('2nd channel?', [])).toBe('nd_channel');
    expect(fieldKeyFromLabel('Discord name', ['discord_name'])).toBe('discord_name_2');
    expect(fieldKeyFromLabel('Discord name', ['discord_name', 'discord_name_2'])).toBe(
      'discord_name_3',
    );
    expect(fieldKeyFromLabel('???', [])).toBe('field');
  });
});

describe('the fields editor helpers', () => {
  it('adds fields with their own keys up to the maximum, then refuses', () => {
    let fields: FieldDraft[] = [];
    for (let i = 0; i < LEAD_MAGNET_FIELDS_MAX; i++) fields = addField(fields) ?? fields;
    expect(fields).toHaveLength(LEAD_MAGNET_FIELDS_MAX);
    expect(new Set(fields.map((f) => f.key)).size).toBe(LEAD_MAGNET_FIELDS_MAX);
    expect(addField(fields)).toBeNull();
  });

  it('moves a field one place and leaves the list alone at its ends', () => {
    const fields = [text('a'), text('b'), text('c')];
    expect(moveField(fields, 0, 1).map((f) => f.key)).toEqual(['b', 'a', 'c']);
    expect(moveField(fields, 2, -1).map((f) => f.key)).toEqual(['a', 'c', 'b']);
    expect(moveField(fields, 0, -1).map((f) => f.key)).toEqual(['a', 'b', 'c']);
    expect(moveField(fields, 2, 1).map((f) => f.key)).toEqual(['a', 'b', 'c']);
  });

  it('renames the key with the label until the key was typed by hand', () => {
    const fields = [text('question_1', 'Question 1')];
    const renamed = relabelField(fields, 0, 'Discord name');
    expect(renamed[0]).toMatchObject({ label: 'Discord name', key: 'discord_name' });
    const custom = [{ ...text('discord', 'Discord name') }];
    expect(relabelField(custom, 0, 'Discord handle')[0]).toMatchObject({
      label: 'Discord handle',
      key: 'discord',
    });
  });

  it('reads choices one per line or comma separated, without blanks or repeats', () => {
    expect(optionsFromText('PC\nPlayStation, Xbox\n\nPC ')).toEqual(['PC', 'PlayStation', 'Xbox']);
  });

  it("names each field's problems: key, label, repeated key, a choice without options", () => {
    const issues = fieldIssues([
      text('discord', 'Discord'),
      text('discord', 'Again'),
      text('Bad Key', ''),
      { ...text('platform', 'Platform'), type: 'select' },
    ]);
    expect(issues[0]).toEqual({});
    expect(issues[1]).toEqual({ key: 'Each field needs its own key' });
    expect(issues[2]).toEqual({
      key: 'Use lowercase letters, digits, _ or -',
      label: 'Label is required',
    });
    expect(issues[3]).toEqual({ options: 'A choice needs at least one option' });
  });
});

describe('leadMagnetFormSchema', () => {
  it('reads origins one per line and sends what the contract takes', () => {
    const parsed = leadMagnetFormSchema.parse({
      ...emptyLeadMagnetForm('Hades'),
      allowedOrigins: 'https://MyGame.com\nhttp://localhost:3000, https://b.example',
      fields: [{ ...text('platform', 'Platform'), options: ['stale'] }],
    });
    expect(parsed.allowedOrigins).toEqual([
      'https://mygame.com',
      'http://localhost:3000',
      'https://b.example',
    ]);
    // A text field keeps no choices from when it was a select.
    expect(toCreateLeadMagnetRequest(parsed).fields?.[0]?.options).toEqual([]);
    expect(parsed.slug).toBe('hades');
    expect(parsed.title).toBeNull();
  });

  it('refuses an origin with a path, naming it', () => {
    const parsed = leadMagnetFormSchema.safeParse({
      ...emptyLeadMagnetForm('Hades'),
      allowedOrigins: 'https://mygame.com/apply',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['allowedOrigins']);
    expect(parsed.error?.issues[0]?.message).toContain('https://mygame.com/apply');
  });

  it('refuses a choice field without options, on its options', () => {
    const parsed = leadMagnetFormSchema.safeParse({
      ...emptyLeadMagnetForm('Hades'),
      fields: [{ ...text('platform', 'Platform'), type: 'select' }],
    });
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([['fields', 0, 'options']]);
  });
});
