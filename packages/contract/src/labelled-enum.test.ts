import { describe, expect, it } from 'vitest';
import { labelledCodes, labelledEnum } from './labelled-enum.ts';

describe('labelledEnum', () => {
  const { values, schema, labels } = labelledEnum({
    Pending: ['pending', 'Waiting'],
    Done: ['done', 'Done'],
  });

  it('gives the const object, the labels by value and a zod enum, in the members order', () => {
    expect(values).toEqual({ Pending: 'pending', Done: 'done' });
    expect(labels).toEqual({ pending: 'Waiting', done: 'Done' });
    expect(schema.options).toEqual(['pending', 'done']);
    expect(schema.safeParse('other').success).toBe(false);
  });
});

describe('labelledCodes', () => {
  it('validates the numeric codes as literals', () => {
    const { values, schema, labels } = labelledCodes({
      Active: [1, 'Active'],
      Closed: [2, 'Closed'],
    });
    expect(values).toEqual({ Active: 1, Closed: 2 });
    expect(labels[2]).toBe('Closed');
    expect(schema.parse(1)).toBe(1);
    expect(schema.safeParse('1').success).toBe(false);
  });
});
