import { describe, expect, it } from 'vitest';
import { CRASH_WINDOW_MS, createRestartPolicy } from './restart-policy.ts';

describe('restart policy', () => {
  it('doubles the delay with each crash of the last minute, up to the cap, then gives up', () => {
    let now = 0;
    const policy = createRestartPolicy({ maxPerMinute: 5, now: () => now });
    const delays = [];
    for (let i = 0; i < 5; i++) {
      const decision = policy.onCrash();
      delays.push(decision.restart ? decision.delayMs : null);
      now += 1_000;
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000]);
    expect(policy.onCrash()).toEqual({ restart: false });
  });

  it('forgets crashes older than a minute: a lone crash restarts after 1 s again', () => {
    let now = 0;
    const policy = createRestartPolicy({ now: () => now });
    policy.onCrash();
    policy.onCrash();
    now += CRASH_WINDOW_MS + 1;
    expect(policy.onCrash()).toEqual({ restart: true, delayMs: 1_000 });
  });

  it('never waits longer than the longest delay', () => {
    const policy = createRestartPolicy({ maxPerMinute: 20, maxDelayMs: 30_000 });
    let last = policy.onCrash();
    for (let i = 0; i < 10; i++) last = policy.onCrash();
    expect(last).toEqual({ restart: true, delayMs: 30_000 });
  });
});
