import { describe, expect, it } from 'vitest';
import './zod-jitless.ts';
import { z } from 'zod';
import { config, util } from 'zod/v4/core';

describe('zod-jitless', () => {
  it('turns JIT parsing off through the config zod itself reads, so zod never probes for eval', () => {
    expect(config().jitless).toBe(true);
    // Under jitless, zod answers "no eval" without trying `new Function` (which the CSP reports).
    expect(util.allowsEval.value).toBe(false);
    expect(z.object({ a: z.number() }).parse({ a: 1, b: 2 })).toEqual({ a: 1 });
  });
});
