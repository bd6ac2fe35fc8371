import { join } from 'node:path';
import { CampaignInfluencerStatus, type RedeemCodeFulfilment, UserRole } from '@app/contract';
import { migrateDiscovery } from '@app/discovery';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestCampaign } from '../../../test/campaign-factories.ts';
import { createDiscoveryCreator } from '../../../test/discovery-factories.ts';
import { createTestUser, login } from '../../../test/factories.ts';
import { freePort } from '../../../test/free-port.ts';
import { createTestInfluencer } from '../../../test/influencer-factories.ts';
import {
  commandIo,
  discoveryContents,
  newInstallation,
  publicTables,
} from '../../../test/installations.ts';
import { PDF_BYTES, PNG_1PX } from '../../../test/multipart.ts';
import { startServerProcess } from '../../../test/server-process.ts';
import { storageEnv, storedKeys } from '../../../test/storage-backends.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { creatorsInCampaign, importJson, steamKeys } from '../../campaigns/keys/testing.ts';
import { loadConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/open-database.ts';
import { rows } from '../../platform/db/rows.ts';
import { users } from '../../platform/db/schema/index.ts';
import { objectStoreFor } from '../../platform/files/object-store.ts';
import { moveCommand } from './move-command.ts';
import { tableDigests } from './table-digests.ts';

// An on-disk PGlite's initdb and every migration, then a PostgreSQL load: minutes on a loaded
// 2-core machine.
const MOVE_TIMEOUT = 300_000;
const PASSWORD = 'Old-admin-password-1';

async function counts(database: Database): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of await publicTables(database.db)) {
    const [row] = await rows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    found[table] = row?.n ?? 0;
  }
  return found;
}

// Needs a PostgreSQL server to move to: runs in the PostgreSQL project only (*.postgres.test.ts).
describe('npm run move', () => {
  it('moves an embedded installation to PostgreSQL and its files to S3, and runs twice safely', {
    timeout: MOVE_TIMEOUT,
  }, async () => {
    const s3 = await storageEnv('s3');
    const source = await newInstallation({}, 'pglite');
    const target = await newInstallation(s3, 'postgres');
    const to = target.env.DATABASE_URL ?? '';
    try {
      const seeded = await source.open();
      await seeded.migrate();
      // Discovery in-process, as the server start migrates it, with a creator in its index.
      await migrateDiscovery(seeded.db);
      const t = await createTestApp({ database: seeded, env: source.env });
      await createDiscoveryCreator(t, { handle: 'moved', followers: 1234 });
      const admin = await createTestUser(t, { role: UserRole.Admin, password: PASSWORD });
      for (let i = 0; i < 3; i++) await createTestInfluencer(t, {}, [{}, {}]);
      // A creator whose invite page shows the key they claimed before the move.
      const campaign = await createTestCampaign(t, { redeemCodePlatforms: ['steam'] });
      const keys = steamKeys(3);
      const manager = await login(t, admin.email, PASSWORD);
      const imported = await importJson(
        t,
        { authorization: `Bearer ${manager.json().accessToken}` },
        campaign.id,
        'steam',
        keys,
      );
      expect(imported.statusCode, imported.body).toBe(200);
      const [creator] = await creatorsInCampaign(
        t,
        campaign.id,
        1,
        CampaignInfluencerStatus.Invited,
      );
      const claimed = await t.app.inject({
        method: 'POST',
        url: `/api/public/invite/${creator?.token}/redeem-codes`,
      });
      expect(claimed.statusCode, claimed.body).toBe(200);
      const claimedKeys = claimed.json<RedeemCodeFulfilment>().platforms[0]?.codes;
      expect(claimedKeys).toHaveLength(1);
      await t.ctx.storage.put(PNG_1PX, 'image/png');
      await t.ctx.storage.put(PDF_BYTES, 'application/pdf');
      await t.app.close();
      await seeded.close();

      const move = async () => {
        const run = commandIo({ ...source.env, ...s3 });
        const code = await moveCommand(['--to', to, '--files', 's3'], run.io);
        return { code, ...run };
      };
      const first = await move();
      expect(first.err).toEqual([]);
      expect(first.code).toBe(0);
      expect(first.out[0]).toMatch(
        /^Moved \d+ rows in \d+ tables to .*; counts and checksums match\.$/,
      );
      expect(first.out[1]).toMatch(/^Copied 2 files to bucket \S+ \(0 were already there\)/);
      expect(first.out.join('\n')).not.toContain('postgres:postgres');

      const [embedded, moved] = [await source.open(), await target.open()];
      try {
        const before = await counts(embedded);
        expect(await counts(moved)).toEqual({ ...before, job_leases: 0 });
        expect(before.users).toBeGreaterThanOrEqual(1);
        expect(before.influencers).toBeGreaterThanOrEqual(3);
        expect(await tableDigests(moved.db)).toEqual(await tableDigests(embedded.db));
        const index = await discoveryContents(embedded.db);
        expect(index.creators).toHaveLength(1);
        expect(await discoveryContents(moved.db)).toEqual(index);
      } finally {
        await embedded.close();
        await moved.close();
      }
      const localFiles = await storedKeys(loadConfig(source.env));
      expect(localFiles.size).toBe(2);
      expect(await storedKeys(loadConfig(target.env))).toEqual(localFiles);

      // A second run changes nothing; one after a lost object copies only that object.
      const second = await move();
      expect(second.code).toBe(0);
      expect(second.out[0]).toMatch(/already holds this installation's \d+ rows/);
      expect(second.out[1]).toMatch(/^Copied 0 files .* \(2 were already there\)/);
      const bucket = loadConfig(target.env);
      const [lost] = [...localFiles];
      if (!lost) throw new Error('no file');
      await objectStoreFor(bucket).remove(lost);
      const resumed = await move();
      expect(resumed.out[1]).toMatch(/^Copied 1 files .* \(1 were already there\)/);

      // The server on the moved database and bucket: the old Admin signs in.
      const database = await target.open();
      try {
        await database.migrate();
        const app = await createTestApp({ database, env: { ...source.env, ...target.env } });
        const signIn = await login(app, admin.email, PASSWORD);
        expect(signIn.statusCode, signIn.body).toBe(200);
        expect(app.ctx.storage.kind).toBe('s3');

        // A target that no longer equals the source is refused, untouched.
        await database.db.update(users).set({ firstName: 'Changed' }).where(eq(users.id, admin.id));
        const refused = await move();
        expect(refused.code).toBe(1);
        expect(refused.err.join('\n')).toMatch(/holds other data .*Nothing was changed\.$/);
        const [row] = await database.db.select().from(users).where(eq(users.id, admin.id));
        expect(row?.firstName).toBe('Changed');
        await app.app.close();
      } finally {
        await database.close();
      }

      // The real server process on the moved database and bucket, with DATA_DIR kept (it
      // holds the keys), as the README says: the old Admin signs in, the creator sees the key.
      const port = await freePort();
      const server = startServerProcess('main.ts', {
        ...source.env,
        ...s3,
        DATABASE_URL: to,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        WEB_DIST: join(source.dataDir, 'no-web-dist'),
      });
      const [, url] = await server.waitFor(/CreatorHub is running at (\S+)/, 120_000);
      const origin = `http://127.0.0.1:${port}`;
      expect(url).toContain(String(port));
      const signedIn = await fetch(`${origin}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: PASSWORD }),
      });
      expect(signedIn.status, await signedIn.clone().text()).toBe(200);
      const page = await fetch(`${origin}/api/public/invite/${creator?.token}/redeem-codes`);
      expect(page.status).toBe(200);
      const shown = (await page.json()) as RedeemCodeFulfilment;
      expect(shown.platforms[0]?.codes).toEqual(claimedKeys);
      server.child.kill('SIGTERM');
      expect((await server.exited).code, server.output()).toBe(0);
    } finally {
      await source.remove();
      await target.remove();
    }
  });
});
