import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bigId, INT4_MAX, id, ids, rowId } from './fields.ts';
import { createUserRequest, updateProfileRequest, userListRequest } from './users.ts';

function firstError(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const validUser = {
  email: 'Ana@Studio.COM',
  firstName: 'Ana',
  role: 2,
  password: 'secret123',
};

describe('field schemas speak the SPEC messages', () => {
  it('normalises a valid email to lower case', () => {
    expect(createUserRequest.parse(validUser).email).toBe('ana@studio.com');
  });

  it('answers "Value is required" for a missing or blank field', () => {
    expect(firstError(createUserRequest, { ...validUser, email: undefined }).email).toBe(
      'Value is required',
    );
    expect(firstError(createUserRequest, { ...validUser, firstName: '   ' }).firstName).toBe(
      'Value is required',
    );
  });

  it('answers "Invalid email" for a malformed email', () => {
    expect(firstError(createUserRequest, { ...validUser, email: 'ana@' }).email).toBe(
      'Invalid email',
    );
  });

  it('answers "Invalid password" for short or letter-only passwords', () => {
    expect(firstError(createUserRequest, { ...validUser, password: 'a1' }).password).toBe(
      'Invalid password',
    );
    expect(firstError(createUserRequest, { ...validUser, password: 'onlyletters' }).password).toBe(
      'Invalid password',
    );
  });

  it('rejects an unknown role', () => {
    expect(firstError(createUserRequest, { ...validUser, role: 3 }).role).toBeDefined();
  });

  it('ignores unknown fields instead of failing', () => {
    const parsed = createUserRequest.parse({ ...validUser, isRoot: true });
    expect(parsed).not.toHaveProperty('isRoot');
  });

  it('requires the current password to set a new one', () => {
    expect(firstError(updateProfileRequest, { newPassword: 'newpass123' }).currentPassword).toBe(
      'Value is required',
    );
    expect(
      updateProfileRequest.safeParse({ newPassword: 'newpass123', currentPassword: 'x' }).success,
    ).toBe(true);
  });
});

describe('list requests', () => {
  it('fills paging defaults and bounds the page size', () => {
    expect(userListRequest.parse({})).toMatchObject({ page: 0, pageSize: 25 });
    expect(userListRequest.safeParse({ pageSize: 101 }).success).toBe(false);
  });

  it('accepts only known sort fields', () => {
    expect(userListRequest.safeParse({ sort: { field: 'email', order: 'desc' } }).success).toBe(
      true,
    );
    expect(userListRequest.safeParse({ sort: { field: 'password_hash' } }).success).toBe(false);
  });
});

describe('ids fit the int4 columns they name', () => {
  it('takes 1..2147483647 and refuses 0, 2^31, fractions and non-numbers', () => {
    expect(id.parse('2147483647')).toBe(INT4_MAX);
    expect(rowId.parse(1)).toBe(1);
    for (const bad of [
      0,
      -1,
      -0,
      1.5,
      2_147_483_648,
      Number.MAX_SAFE_INTEGER,
      Infinity,
      Number.NaN,
    ]) {
      expect(rowId.safeParse(bad).success).toBe(false);
    }
    for (const bad of ['0', '2147483648', '9007199254740993', 'abc', 'NaN', '1e400', '']) {
      expect(id.safeParse(bad).success).toBe(false);
    }
    expect(ids.safeParse([1, 2_147_483_648]).success).toBe(false);
  });

  it('lets a bigserial id (sent emails) go up to MAX_SAFE_INTEGER', () => {
    expect(bigId.parse('2147483648')).toBe(2_147_483_648);
    expect(bigId.safeParse('9007199254740993').success).toBe(false);
  });
});
