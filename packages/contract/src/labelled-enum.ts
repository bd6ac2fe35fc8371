import { z } from 'zod';

/** The union of an enum object's values: `ValueOf<typeof TaskStatus>` is 'pending' | .... */
export type ValueOf<T> = T[keyof T];

type Members<V> = Record<string, readonly [V, string]>;
type Values<M extends Members<unknown>> = { readonly [K in keyof M]: M[K][0] };
type Labels<M extends Members<string | number>> = Record<M[keyof M][0], string>;

function split<V extends string | number, const M extends Members<V>>(members: M) {
  const entries = Object.entries(members);
  return {
    values: Object.fromEntries(entries.map(([name, [value]]) => [name, value])) as Values<M>,
    labels: Object.fromEntries(entries.map(([, [value, label]]) => [value, label])) as Labels<M>,
    list: entries.map(([, [value]]) => value) as M[keyof M][0][],
  };
}

/**
 * One enum from one list: each member's name, its value and the label the interface shows.
 * Answers the const object (`values`: `{ Pending: 'pending', ... }`), the zod enum of the
 * values (`schema`) and the label of each value (`labels`), all in the members' order.
 */
export function labelledEnum<const M extends Members<string>>(members: M) {
  const { values, labels, list } = split<string, M>(members);
  const schema = z.enum(list as [M[keyof M][0], ...M[keyof M][0][]]);
  return { values, labels, schema };
}

/**
 * The same for the SPEC's numeric codes (section 4): the schema is a union of the literal
 * codes, as the SPEC's API validates them.
 */
export function labelledCodes<const M extends Members<number>>(members: M) {
  const { values, labels, list } = split<number, M>(members);
  type Code = M[keyof M][0];
  const literals = list.map((code) => z.literal(code)) as [
    z.ZodLiteral<Code>,
    ...z.ZodLiteral<Code>[],
  ];
  return { values, labels, schema: z.union(literals) };
}
