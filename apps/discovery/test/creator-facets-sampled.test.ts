import { DISCOVERY_TOTAL_CAP } from '@app/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInProcessDiscoveryClient } from '../src/client/in-process-client.ts';
import { useTestDatabase } from './test-database.ts';

// Facets past the cap: a database of its own with more creators than DISCOVERY_TOTAL_CAP.
const database = await useTestDatabase();
const client = createInProcessDiscoveryClient(database.db);
const many = DISCOVERY_TOTAL_CAP + 500;
// Every 10th creator speaks German and is on YouTube; the rest English on Twitch.
await database.db.execute(sql`
  insert into discovery.creators (platform, platform_id, display_name, language, followers, source)
  select case when n % 10 = 0 then 1 else 2 end, 'p' || n, 'creator ' || n,
         case when n % 10 = 0 then 'de' else 'en' end, n * 10, 'seed'
  from generate_series(1, ${many}) as n`);

describe('facets past the cap', () => {
  it('count at most the cap of matches per facet and say they are a sample', async () => {
    const answer = await client.listCreators({ pageSize: 1 });
    expect(answer.totalCapped).toBe(true);
    const facets = answer.facets;
    expect(facets?.sampled).toBe(true);
    const sum = (counts: { count: number }[] = []) => counts.reduce((a, c) => a + c.count, 0);
    expect(sum(facets?.platform)).toBe(DISCOVERY_TOTAL_CAP);
    expect(sum(facets?.language)).toBe(DISCOVERY_TOTAL_CAP);
    expect(sum(facets?.followerBands)).toBe(DISCOVERY_TOTAL_CAP);
    expect(facets?.language.map((l) => l.value)).toEqual(['en', 'de']);
  });

  it('are exact again once the other filters leave fewer matches than the cap', async () => {
    // The language facet ignores its own filter: alone, it would still read past the cap.
    const german = await client.listCreators({ pageSize: 1, filters: { language: ['de'] } });
    expect(german.facets?.sampled).toBe(true);
    expect(german.facets?.platform).toEqual([{ value: 1, count: many / 10 }]);
    // With the platform too, every facet's matches fit under the cap: exact counts.
    const answer = await client.listCreators({
      pageSize: 1,
      filters: { language: ['de'], platform: [1] },
    });
    expect(answer.facets?.sampled).toBe(false);
    expect(answer.facets?.platform).toEqual([{ value: 1, count: many / 10 }]);
    expect(answer.facets?.language).toEqual([{ value: 'de', count: many / 10 }]);
  });
});
