import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { describe, expect, it, onTestFinished } from 'vitest';
import { DISCOVERY_MIGRATIONS_DIR, migrateDiscovery } from '../src/db/database.ts';
import { rows } from '../src/db/sql-params.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

// Every migration in drizzle/ is applied once, whatever their number.
const MIGRATION_COUNT = readMigrationFiles({ migrationsFolder: DISCOVERY_MIGRATIONS_DIR }).length;

/** A database of the test's own, without the discovery schema; closed when the test ends. */
async function emptyDatabase() {
  const database = await openTestDatabase({ migrate: false });
  onTestFinished(() => database.close());
  return database;
}

/** How many migrations the database's record says were applied. */
async function appliedMigrations(database: TestDatabase) {
  const [applied] = await rows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from discovery.__drizzle_migrations`,
  );
  return applied?.n;
}

describe('discovery migrations', () => {
  it('apply on a database where the main app already created pg_trgm, twice without change', async () => {
    const database = await emptyDatabase();
    // The main server's migration 0002 creates it first in in-process mode.
    await database.db.execute(sql`create extension if not exists pg_trgm`);
    await database.db.execute(sql`create table public.influencers_stand_in (id int)`);
    await migrateDiscovery(database.db);
    await migrateDiscovery(database.db);
    expect(await appliedMigrations(database)).toBe(MIGRATION_COUNT);
    // Everything the service made is under `discovery`; public keeps only its own table.
    const publicTables = await rows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(publicTables.map((t) => t.table_name)).toEqual(['influencers_stand_in']);
    const tables = await rows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'discovery'
        order by table_name`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      '__drizzle_migrations',
      'creator_follower_days',
      'creator_game_weeks',
      'creator_games',
      'creator_sessions',
      'creators',
      'game_terms',
      'games',
      'import_refused_rows',
      'import_tasks',
      'ingest_cursors',
      'quota_ledger',
      'terms',
    ]);
  });

  it('apply on an empty database (creating pg_trgm) and build the trigram indexes', async () => {
    const database = await emptyDatabase();
    await migrateDiscovery(database.db);
    const indexes = await rows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where schemaname = 'discovery'
        and indexdef like '%gin_trgm_ops%' order by indexname`,
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'creators_search_text_idx',
      'games_search_text_idx',
      'terms_search_text_idx',
    ]);
  });

  it('0002 fills game_terms from the games already there, then its triggers keep it', async () => {
    const database = await emptyDatabase();
    const { db } = database;
    // Applied as migrateDiscovery applies them, up to 0001 only.
    const files = readMigrationFiles({ migrationsFolder: DISCOVERY_MIGRATIONS_DIR });
    await db.execute(sql`create schema if not exists discovery`);
    await db.execute(sql`create table if not exists discovery.__drizzle_migrations (
      id serial primary key, hash text not null, created_at bigint)`);
    for (const migration of files.slice(0, 2)) {
      for (const statement of migration.sql) {
        if (statement.trim()) await db.execute(sql.raw(statement));
      }
      await db.execute(sql`insert into discovery.__drizzle_migrations (hash, created_at)
        values (${migration.hash}, ${migration.folderMillis})`);
    }
    await db.execute(sql`insert into discovery.games (igdb_id, name, slug, genre_ids, platform_ids)
      values (1, 'Old', 'old', '{12,31}', '{6}')`);
    await migrateDiscovery(db);
    const mirrored = async () =>
      rows<{ kind: string; term_id: number }>(
        db,
        sql`select kind, term_id from discovery.game_terms order by kind, term_id`,
      );
    expect(await mirrored()).toEqual([
      { kind: 'genre', term_id: 12 },
      { kind: 'genre', term_id: 31 },
      { kind: 'platform', term_id: 6 },
    ]);
    await db.execute(sql`update discovery.games set platform_ids = '{48}' where igdb_id = 1`);
    expect(await mirrored()).toEqual([
      { kind: 'genre', term_id: 12 },
      { kind: 'genre', term_id: 31 },
      { kind: 'platform', term_id: 48 },
    ]);
  });

  it('two starts at once apply the migration once', async () => {
    const database = await emptyDatabase();
    await Promise.all([migrateDiscovery(database.db), migrateDiscovery(database.db)]);
    expect(await appliedMigrations(database)).toBe(MIGRATION_COUNT);
  });
});
