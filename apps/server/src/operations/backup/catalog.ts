import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/open-database.ts';
import { rows } from '../../db/rows.ts';

/**
 * Tables whose rows are not backed up. job_leases: each row is the lease of a running
 * pg-boss job, and pg-boss's schema is not in the archive (see docs/decisions.md), so a
 * restored lease would name a job that does not exist.
 */
export const TABLES_NOT_BACKED_UP: readonly string[] = ['job_leases'];

/**
 * The application's tables (schema public), parents before children: loading them in this
 * order satisfies every foreign key without disabling the constraint triggers, which only a
 * superuser may do. Ties are broken by name so that two dumps of one schema agree.
 */
export async function tablesInDependencyOrder(db: DbOrTx): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
          and not c.relispartition
        order by c.relname`,
  );
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint k
        join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
        where k.contype = 'f' and ch.relnamespace = 'public'::regnamespace
          and pa.relnamespace = 'public'::regnamespace and ch.oid <> pa.oid`,
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

/** The application's sequences (schema public): their values are restored after the rows. */
export async function sequenceNames(db: DbOrTx): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select relname as name from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'S' order by relname`,
  );
  return found.map((s) => s.name);
}

/** A schema-qualified identifier of the public schema, quoted. */
export const publicName = (name: string) =>
  sql`${sql.identifier('public')}.${sql.identifier(name)}`;
