import { describe, expect, it } from 'vitest';
import { SAME_SIGNAL_MS, signalSorter } from './repeat-signal.ts';

describe('signalSorter', () => {
  it('stops on the first signal, ignores its copies, forces on a later one', () => {
    let now = 0;
    const sort = signalSorter(() => now);
    expect(sort()).toBe('stop');
    now += SAME_SIGNAL_MS - 1;
    expect(sort()).toBe('ignore');
    now += 1;
    expect(sort()).toBe('force');
  });
});
