import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/index.ts';
import { rows } from '../../platform/index.ts';

/**
 * Tables whose rows are not backed up. job_leases: each row is the lease of a running
 * pg-boss job, and pg-boss's schema is not in the archive (see docs/decisions.md), so a
 * restored lease would name a job that does not exist. discovery.__drizzle_migrations: the
 * restore migrates the discovery schema itself (as public's Drizzle record, it is not data).
 */
export const TABLES_NOT_BACKED_UP: readonly string[] = [
  'job_leases',
  'discovery.__drizzle_migrations',
];

/**
 * The schemas backed up: the application's (public, tables named bare: `users`) and the
 * in-process discovery index's (tables named with their schema: `discovery.creators`).
 */
const SCHEMAS = sql`('public', 'discovery')`;
const qualified = (schema: string, name: string) =>
  sql`case when ${sql.raw(schema)} = 'public' then ${sql.raw(name)} else ${sql.raw(schema)} || '.' || ${sql.raw(name)} end`;

/** The backed-up schemas' relations (pg_class `c`) that `which` picks, by name, sorted bytewise. */
async function relationNames(db: DbOrTx, which: SQL): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select name from (
          select ${qualified('n.nspname', 'c.relname')} as name from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname in ${SCHEMAS} and ${which}
        ) t order by name collate "C"`,
  );
  return found.map((r) => r.name);
}

/** Every table of the backed-up schemas, by name (job_leases too). */
export function catalogTables(db: DbOrTx): Promise<string[]> {
  return relationNames(db, sql`c.relkind in ('r', 'p') and not c.relispartition`);
}

/**
 * The application's tables (schemas public and discovery), parents before children: loading
 * them in this order satisfies every foreign key without disabling the constraint triggers,
 * which only a superuser may do. Ties are broken by name so that two dumps of one schema agree.
 */
export async function tablesInDependencyOrder(db: DbOrTx): Promise<string[]> {
  const tables = (await catalogTables(db)).map((name) => ({ name }));
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select ${qualified('chn.nspname', 'ch.relname')} as child,
          ${qualified('pan.nspname', 'pa.relname')} as parent
        from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_namespace chn on chn.oid = ch.relnamespace
        join pg_class pa on pa.oid = k.confrelid join pg_namespace pan on pan.oid = pa.relnamespace
        where k.contype = 'f' and chn.nspname in ${SCHEMAS} and pan.nspname in ${SCHEMAS}
          and ch.oid <> pa.oid`,
  );
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const edge of edges) parents.get(edge.child)?.add(edge.parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.find(
      (t) => !placed.has(t.name) && [...(parents.get(t.name) ?? [])].every((p) => placed.has(p)),
    );
    if (!ready) throw new Error("the tables' foreign keys form a cycle; cannot order them");
    ordered.push(ready.name);
    placed.add(ready.name);
  }
  return ordered.filter((name) => !TABLES_NOT_BACKED_UP.includes(name));
}

/** The application's sequences (named as tables are): their values are restored after the rows. */
export async function sequenceNames(db: DbOrTx): Promise<string[]> {
  return (await relationNames(db, sql`c.relkind = 'S'`)).filter(
    (name) => name !== 'discovery.__drizzle_migrations_id_seq',
  );
}

/** A catalog name split in two: `users` is public's. */
function schemaAndTable(name: string): [schema: string, table: string] {
  const dot = name.indexOf('.');
  return dot < 0 ? ['public', name] : [name.slice(0, dot), name.slice(dot + 1)];
}

/** A table or sequence of the catalog's names (`users`, `discovery.creators`), quoted. */
export function tableName(name: string) {
  const [schema, table] = schemaAndTable(name);
  return sql`${sql.identifier(schema)}.${sql.identifier(table)}`;
}

/** The same name as regclass text (for setval). */
export function regclassText(name: string): string {
  const [schema, table] = schemaAndTable(name);
  return `${quoteIdent(schema)}.${quoteIdent(table)}`;
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
