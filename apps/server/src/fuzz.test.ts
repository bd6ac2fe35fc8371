import {
  API_BASE,
  allEndpoints,
  type Endpoint,
  endpointPath,
  isUploadBody,
  UserRole,
} from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestCampaign } from '../test/campaign-factories.ts';
import { asAdmin, createTestUser } from '../test/factories.ts';
import { createTestInfluencer, createTestList } from '../test/influencer-factories.ts';
import { createTestApp } from '../test/test-app.ts';

// Malformed input on every endpoint of the contract, signed in as an Admin: no answer may be
// a 5xx. The inputs are a fixed list, and where they are sampled (a few of a body's fields)
// the choice comes from a fixed seed, so every run sends the same requests.
//
// Per endpoint: each path parameter replaced in turn by each of BAD_PATH_VALUES; each query
// key by each of BAD_QUERY_VALUES; the JSON body replaced whole by each of rootBodies(); in
// every string field of a plausible body a NUL, and the longest string its schema allows;
// and, in FIELDS_PER_ENDPOINT sampled fields, values of the wrong type or out of range
// (fieldMutations). Upload endpoints get uploadCases() instead of JSON bodies. Path ids
// name real rows (a campaign, an influencer, a list, a product, a Manager), so the bodies
// reach the services behind validation.
//
// Besides "no 5xx", a team endpoint answering 401 or 403 is a failure too: the Admin must
// stay signed in, or the run would prove nothing.

const t = await createTestApp();

/** Endpoints this test does not send to ("METHOD /path"), and why. Nothing else is left out. */
const NOT_FUZZED: Record<string, string> = {
  // None: page, file and upload endpoints are fuzzed like the rest (their inputs are
  // validated the same way; uploads get malformed multipart bodies, see uploadCases).
};

const SEED = 20_240_611;
const FIELDS_PER_ENDPOINT = 6;
const MUTATIONS_PER_FIELD = 4;

/** mulberry32: a small deterministic PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const pick = <T>(random: () => number, items: readonly T[], count: number): T[] => {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
  }
  return chosen;
};

// ---------------------------------------------------------------------------------------
// JSON text with tokens JavaScript cannot hold (1e400, -0, 9007199254740993) or too deep to
// build as a value: a Raw stands for its text in the body.

class Raw {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}
function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof Raw) {
      raws.push(v.text);
      return `\u0001raw${raws.length - 1}\u0001`;
    }
    return v;
  });
  return text.replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => raws[Number(i)] ?? '');
}

const MEGABYTE_STRING = 'x'.repeat(1_000_000); // within the 1 MiB body limit: validation answers
const OVER_LIMIT_STRING = 'x'.repeat(1_100_000); // over it: 413
const deepArray = (depth: number) => new Raw(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new Raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
const NUL = 'fu\u0000zz';

// ---------------------------------------------------------------------------------------
// A plausible value for a schema (the first candidate the schema accepts), and the paths of
// its fields with their kind, read from zod's definitions.

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.core.$ZodType): Def => {
  const def: { type: string } = schema._zod.def;
  return def as Def;
};
const accepts = (schema: z.core.$ZodType, value: unknown) =>
  (schema as z.ZodType).safeParse(value).success;

const STRING_CANDIDATES = [
  'fuzz',
  'fuzz@example.com',
  'https://example.com/fuzz',
  '2024-01-01T00:00:00.000Z',
  '2024-01-01',
  'US',
  'en',
  'fuzzToken_0123456789abcdef',
  '#336699',
  '1',
];
const NUMBER_CANDIDATES = [2_000_000_000, 100, 5, 2, 1, 0];

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'other';
/** A field of a sampled body: where, what kind, and for strings the longest allowed. */
type Field = { path: (string | number)[]; kind: Kind; max?: number };

/** A string schema's maximum length, read from its checks. */
const maxLength = (schema: z.core.$ZodType): number | undefined => {
  const checks = (defOf(schema).checks ?? []) as z.core.$ZodType[];
  for (const check of checks) {
    const def = defOf(check) as Def & { check?: string; maximum?: number; length?: number };
    if (def.check === 'max_length') return def.maximum;
    if (def.check === 'length_equals') return def.length;
  }
  return undefined;
};

function firstAccepted(schema: z.core.$ZodType, candidates: unknown[]): unknown {
  return candidates.find((c) => accepts(schema, c)) ?? candidates[0];
}

function sample(schema: z.core.$ZodType, path: (string | number)[], fields: Field[]): unknown {
  const def = defOf(schema);
  const inner = (key: string) => def[key] as z.core.$ZodType;
  const note = (kind: Kind, max?: number) => {
    if (path.length > 0) fields.push({ path, kind, ...(max !== undefined ? { max } : {}) });
  };
  switch (def.type) {
    case 'string':
      note('string', maxLength(schema));
      return firstAccepted(schema, STRING_CANDIDATES);
    case 'number':
    case 'int':
      note('number');
      return firstAccepted(schema, NUMBER_CANDIDATES);
    case 'boolean':
      note('boolean');
      return false;
    case 'enum': {
      note('string');
      return Object.values(def.entries as Record<string, unknown>)[0];
    }
    case 'literal':
      note(typeof (def.values as unknown[])[0] === 'number' ? 'number' : 'string');
      return (def.values as unknown[])[0];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return sample(inner('innerType'), path, fields);
    case 'pipe': {
      const local: Field[] = [];
      const first = sample(inner('in'), path, local);
      if (accepts(schema, first) || defOf(inner('out')).type === 'transform') {
        fields.push(...local);
        return first;
      }
      return sample(inner('out'), path, fields);
    }
    case 'union': {
      const options = def.options as z.core.$ZodType[];
      for (const option of options) {
        const local: Field[] = [];
        const value = sample(option, path, local);
        if (accepts(schema, value)) {
          fields.push(...local);
          return value;
        }
      }
      return sample(options[0] as z.core.$ZodType, path, fields);
    }
    case 'object': {
      note('object');
      const shape = def.shape as Record<string, z.core.$ZodType>;
      return Object.fromEntries(
        Object.entries(shape).map(([key, child]) => [key, sample(child, [...path, key], fields)]),
      );
    }
    case 'array':
      note('array');
      return [sample(inner('element'), [...path, 0], fields)];
    case 'record':
      note('object');
      return {};
    case 'lazy':
      return sample((def.getter as () => z.core.$ZodType)(), path, fields);
    default:
      note('other');
      return null;
  }
}

const setAt = (value: unknown, path: (string | number)[], leaf: unknown): unknown => {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, leaf);
  return copy;
};

// ---------------------------------------------------------------------------------------
// The malformed inputs.

const BAD_PATH_VALUES = [
  '0',
  '-1',
  '2147483648',
  '9007199254740993',
  'abc',
  '%00',
  '1.5',
  '1e3',
  '%20',
  'x'.repeat(2000),
];
const BAD_QUERY_VALUES = ['%00', 'abc', '-1', '2147483648', '', 'x'.repeat(5000)];

const rootBodies = (): Array<{ name: string; payload?: string }> => [
  { name: 'no body' },
  { name: 'empty JSON text', payload: '' },
  { name: 'invalid JSON', payload: '{"a":' },
  { name: '{}', payload: '{}' },
  { name: '[]', payload: '[]' },
  { name: 'null', payload: 'null' },
  { name: 'a string', payload: '"fuzz"' },
  { name: 'a number', payload: '1e400' },
  { name: 'deep array', payload: toJson(deepArray(30_000)) },
  { name: 'deep object', payload: toJson(deepObject(30_000)) },
  { name: '10,000 items', payload: toJson(Array.from({ length: 10_000 }, () => ({}))) },
  { name: '1 MB string', payload: toJson(MEGABYTE_STRING) },
  { name: 'over the body limit', payload: toJson({ a: OVER_LIMIT_STRING }) },
  { name: 'NUL in a key', payload: toJson({ [NUL]: 1 }) },
];

/** Wrong or out-of-range values for a field of this kind. */
const fieldMutations = (kind: Kind, element: unknown): Array<[string, unknown]> => {
  const common: Array<[string, unknown]> = [
    ['NUL', NUL],
    ['null', null],
    ['object', { a: 1 }],
    ['deep', deepArray(20_000)],
  ];
  const byKind: Record<Kind, Array<[string, unknown]>> = {
    string: [
      ['lone surrogate', 'fu\ud800zz'],
      ['number', 12_345],
      ['1 MB', MEGABYTE_STRING],
      ['array', ['a']],
      ['boolean', true],
    ],
    number: [
      ['0', 0],
      ['-1', -1],
      ['2^31', 2_147_483_648],
      ['2^53+1', new Raw('9007199254740993')],
      ['1e400', new Raw('1e400')],
      ['-1e400', new Raw('-1e400')],
      ['-0', new Raw('-0')],
      ['"NaN"', 'NaN'],
      ['"Infinity"', 'Infinity'],
      ['1.5', 1.5],
      ['"abc"', 'abc'],
      ['"2147483648"', '2147483648'],
    ],
    boolean: [
      ['"true"', 'true'],
      ['1', 1],
    ],
    array: [
      ['object for array', {}],
      ['string', 'abc'],
      ['10,000 items', Array.from({ length: 10_000 }, () => element)],
      ['10,000 big ids', Array.from({ length: 10_000 }, (_v, i) => 2_147_483_648 + i)],
      ['[2^31]', [2_147_483_648]],
      ['[NUL]', [NUL]],
    ],
    object: [
      ['array for object', []],
      ['string', 'abc'],
      ['NUL key', { [NUL]: 'x' }],
      ['deep object', deepObject(20_000)],
    ],
    other: [['string', 'abc']],
  };
  return [...common, ...byKind[kind]];
};

// ---------------------------------------------------------------------------------------
// Requests.

type Case = {
  name: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
};
type Failure = { endpoint: string; case: string; status: number; body: string };

let headers: Record<string, string> = {};
let baseline: Record<string, string> = {};

/** A real row for each kind of path id, so bodies reach the service code behind them. */
function pathBaseline(endpoint: Endpoint, name: string, schema: z.core.$ZodType): string {
  const area = endpoint.path.split('/')[1] ?? '';
  if (name === 'id' && baseline[area]) return baseline[area];
  if (name === 'influencerId') return baseline.influencer ?? '1';
  const value = sample(schema, [], []);
  return String(value);
}

function casesFor(endpoint: Endpoint, random: () => number): Case[] {
  const cases: Case[] = [];
  const paramShape = endpoint.params
    ? (defOf(endpoint.params).shape as Record<string, z.core.$ZodType>)
    : {};
  const goodParams = Object.fromEntries(
    Object.entries(paramShape).map(([name, schema]) => [
      name,
      pathBaseline(endpoint, name, schema),
    ]),
  );
  const urlWith = (params: Record<string, string>, rawParam?: [string, string]) => {
    const encoded = endpointPath(endpoint.path, params);
    const path = rawParam
      ? endpoint.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          name === rawParam[0] ? rawParam[1] : encodeURIComponent(params[name] ?? ''),
        )
      : encoded;
    return `${API_BASE}${path}`;
  };
  const goodUrl = urlWith(goodParams);

  const querySample = endpoint.query
    ? (sample(endpoint.query, [], []) as Record<string, unknown>)
    : undefined;
  const queryString = (query: Record<string, unknown>) =>
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
      .join('&');
  const goodQuery = querySample ? `?${queryString(querySample)}` : '';

  const body = endpoint.body;
  const bodySchema = body && !isUploadBody(body) ? body : undefined;
  const bodyFields: Field[] = [];
  const bodySample = bodySchema ? sample(bodySchema, [], bodyFields) : undefined;
  const json = (payload: unknown) => ({
    payload: toJson(payload),
    contentType: 'application/json',
  });
  const withGoodBody = bodySample !== undefined ? json(bodySample) : {};

  // Path parameters, each in turn (the raw text goes into the URL as is: %00 is a NUL).
  for (const name of Object.keys(paramShape)) {
    for (const bad of BAD_PATH_VALUES) {
      cases.push({
        name: `path ${name}=${bad.slice(0, 20)}`,
        url: `${urlWith(goodParams, [name, bad])}${goodQuery}`,
        ...withGoodBody,
      });
    }
  }

  // Query keys, each in turn, and an array where one value is expected.
  if (querySample) {
    for (const key of Object.keys(querySample)) {
      for (const bad of BAD_QUERY_VALUES) {
        const rest = queryString({ ...querySample, [key]: undefined });
        const value = bad === '%00' ? bad : encodeURIComponent(bad);
        cases.push({
          name: `query ${key}=${bad.slice(0, 20)}`,
          url: `${goodUrl}?${rest ? `${rest}&` : ''}${encodeURIComponent(key)}=${value}`,
          ...withGoodBody,
        });
      }
      cases.push({
        name: `query ${key} twice`,
        url: `${goodUrl}${goodQuery}&${encodeURIComponent(key)}=a`,
        ...withGoodBody,
      });
    }
    cases.push({ name: 'query missing', url: goodUrl, ...withGoodBody });
  }

  if (body && isUploadBody(body)) {
    cases.push(...uploadCases(`${goodUrl}${goodQuery}`, body.fields));
    return cases;
  }
  if (!bodySchema) return cases;

  const url = `${goodUrl}${goodQuery}`;
  for (const root of rootBodies()) {
    cases.push({
      name: `body: ${root.name}`,
      url,
      ...(root.payload !== undefined
        ? { payload: root.payload, contentType: 'application/json' }
        : {}),
    });
  }
  // A NUL in every string field, and the longest string each allows, in 3-byte characters
  // (the most bytes a length check lets through: it must still fit its column and index).
  for (const field of bodyFields.filter((f) => f.kind === 'string')) {
    cases.push({
      name: `body ${field.path.join('.')}: NUL`,
      url,
      ...json(setAt(bodySample, field.path, NUL)),
    });
    if (field.max !== undefined) {
      cases.push({
        name: `body ${field.path.join('.')}: longest`,
        url,
        ...json(setAt(bodySample, field.path, '\u20ac'.repeat(field.max))),
      });
    }
  }
  // Wrong types and out-of-range values in a sample of the fields.
  for (const field of pick(random, bodyFields, FIELDS_PER_ENDPOINT)) {
    const element =
      field.kind === 'array' ? sample(elementOf(bodySchema, field.path), [], []) : null;
    for (const [name, value] of pick(
      random,
      fieldMutations(field.kind, element),
      MUTATIONS_PER_FIELD,
    )) {
      cases.push({
        name: `body ${field.path.join('.')}: ${name}`,
        url,
        ...json(setAt(bodySample, field.path, value)),
      });
    }
  }
  // An unknown key holding NUL next to valid fields.
  if (bodySample && typeof bodySample === 'object' && !Array.isArray(bodySample)) {
    cases.push({ name: 'body: extra NUL key', url, ...json({ ...bodySample, [NUL]: NUL }) });
  }
  return cases;
}

/** The schema at a path (through wrappers), to sample an array's element. */
function elementOf(schema: z.core.$ZodType, path: (string | number)[]): z.core.$ZodType {
  let current = schema;
  const unwrap = () => {
    for (;;) {
      const def = defOf(current);
      if (def.innerType) current = def.innerType as z.core.$ZodType;
      else if (def.type === 'pipe') current = def.in as z.core.$ZodType;
      else return def;
    }
  };
  for (const step of path) {
    const def = unwrap();
    current =
      typeof step === 'number'
        ? (def.element as z.core.$ZodType)
        : ((def.shape as Record<string, z.core.$ZodType>)[step] as z.core.$ZodType);
  }
  const def = unwrap();
  return def.element as z.core.$ZodType;
}

/** Malformed multipart bodies (and JSON where multipart is expected). */
function uploadCases(url: string, fields: z.ZodType | undefined): Case[] {
  const boundary = 'fuzzboundary';
  const type = `multipart/form-data; boundary=${boundary}`;
  const part = (name: string, value: string, file = false) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${
      file ? '; filename="a.png"\r\nContent-Type: image/png' : ''
    }\r\n\r\n${value}\r\n`;
  const end = `--${boundary}--\r\n`;
  const good = fields ? (sample(fields, [], []) as Record<string, unknown>) : {};
  // The redeem-code import reads its file only for a campaign that exists.
  if ('campaignId' in good) good.campaignId = baseline.campaign;
  const fieldNames = Object.keys(good);
  const goodFields = fieldNames.map((name) => part(name, String(good[name]))).join('');
  const cases: Case[] = [
    { name: 'upload: no body', url },
    { name: 'upload: JSON', url, payload: '{}', contentType: 'application/json' },
    { name: 'upload: empty multipart', url, payload: '', contentType: type },
    { name: 'upload: no parts', url, payload: end, contentType: type },
    {
      name: 'upload: cut short',
      url,
      payload: `${goodFields}${part('file', 'abc', true)}`,
      contentType: type,
    },
    {
      name: 'upload: cut in the part head',
      url,
      payload: `${goodFields}--${boundary}\r\nContent-Disposition: form-data; name="fi`,
      contentType: type,
    },
    { name: 'upload: no boundary', url, payload: 'abc', contentType: 'multipart/form-data' },
    {
      name: 'upload: wrong field',
      url,
      payload: `${goodFields}${part('image', 'abc', true)}${end}`,
      contentType: type,
    },
    {
      name: 'upload: text, not a file',
      url,
      payload: `${goodFields}${part('file', 'abc')}${end}`,
      contentType: type,
    },
    {
      name: 'upload: two files',
      url,
      payload: `${goodFields}${part('file', 'abc', true)}${part('file', 'abc', true)}${end}`,
      contentType: type,
    },
    {
      name: 'upload: NUL bytes',
      url,
      payload: `${goodFields}${part('file', '\u0000'.repeat(64), true)}${end}`,
      contentType: type,
    },
  ];
  for (const name of fieldNames) {
    for (const bad of ['0', '2147483648', 'abc', NUL, 'x'.repeat(100_000)]) {
      cases.push({
        name: `upload field ${name}=${bad.slice(0, 12)}`,
        url,
        payload: `${fieldNames
          .map((other) => part(other, other === name ? bad : String(good[other])))
          .join('')}${part('file', 'abc', true)}${end}`,
        contentType: type,
      });
    }
  }
  return cases;
}

async function send(endpoint: Endpoint, c: Case) {
  return t.app.inject({
    method: endpoint.method,
    url: c.url,
    headers: {
      ...headers,
      ...(c.contentType !== undefined ? { 'content-type': c.contentType } : {}),
    },
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
}

beforeAll(async () => {
  headers = (await asAdmin(t)).headers;
  const campaign = await createTestCampaign(t);
  const influencer = await createTestInfluencer(t);
  const list = await createTestList(t, undefined, [influencer.id]);
  const member = await createTestUser(t, { role: UserRole.Manager });
  baseline = {
    campaign: String(campaign.id),
    product: String(campaign.productId),
    influencer: String(influencer.id),
    list: String(list.id),
    user: String(member.id),
  };
});

const byArea = new Map<string, Endpoint[]>();
for (const endpoint of allEndpoints) {
  if (`${endpoint.method} ${endpoint.path}` in NOT_FUZZED) continue;
  byArea.set(endpoint.tag, [...(byArea.get(endpoint.tag) ?? []), endpoint]);
}

describe('malformed input never answers 5xx', () => {
  it('leaves out only the endpoints it names', () => {
    const known = new Set(allEndpoints.map((e) => `${e.method} ${e.path}`));
    expect(Object.keys(NOT_FUZZED).filter((key) => !known.has(key))).toEqual([]);
    const fuzzed = [...byArea.values()].flat().length;
    expect(fuzzed + Object.keys(NOT_FUZZED).length).toBe(allEndpoints.length);
  });

  for (const [area, endpoints] of byArea) {
    it(`${area}: ${endpoints.length} endpoints`, async () => {
      // Each area its own stream, so one area's cases do not move another's.
      const random = prng(SEED + [...area].reduce((sum, c) => (sum * 31 + c.charCodeAt(0)) | 0, 0));
      const failures: Failure[] = [];
      let sent = 0;
      for (const endpoint of endpoints) {
        for (const c of casesFor(endpoint, random)) {
          const response = await send(endpoint, c);
          sent++;
          const signedInButRefused =
            endpoint.access !== 'public' &&
            (response.statusCode === 401 || response.statusCode === 403);
          if (response.statusCode >= 500 || signedInButRefused) {
            failures.push({
              endpoint: `${endpoint.method} ${endpoint.path}`,
              case: c.name,
              status: response.statusCode,
              body: response.body.slice(0, 200),
            });
          }
        }
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(endpoints.length);
    });
  }

  it('the Admin is still signed in (the run was not refused wholesale)', async () => {
    const me = await t.app.inject({ method: 'GET', url: `${API_BASE}/user`, headers });
    expect(me.statusCode).toBe(200);
  });
});
