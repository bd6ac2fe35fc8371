import { describe, expect, it } from 'vitest';
import { withoutEmptyPassword } from './keep-password.ts';

describe('withoutEmptyPassword', () => {
  it('leaves an empty or missing password out, so the stored one is kept', () => {
    expect(withoutEmptyPassword({ email: 'a@b.c', password: '' })).toEqual({ email: 'a@b.c' });
    expect(withoutEmptyPassword({ email: 'a@b.c', password: undefined })).toEqual({
      email: 'a@b.c',
    });
  });

  it('sends a typed password', () => {
    expect(withoutEmptyPassword({ email: 'a@b.c', password: 'Secret-1' })).toEqual({
      email: 'a@b.c',
      password: 'Secret-1',
    });
  });
});
