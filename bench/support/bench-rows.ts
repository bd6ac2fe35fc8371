import type { BenchApp } from './bench-app.ts';

export type Row = Record<string, unknown>;

/** A raw query's first row straight on the bench's database (`{}` when there is none). */
export async function firstRow(
  app: Pick<BenchApp, 'database'>,
  text: string,
  values: unknown[] = [],
): Promise<Row> {
  const { rows } = await app.database.sql.executeSql(text, values);
  return (rows[0] as Row | undefined) ?? {};
}

/** A product and a free campaign of it, both named `name`; with `platforms`, its key platforms. */
export async function createCampaign(
  app: Pick<BenchApp, 'database'>,
  name: string,
  platforms: string[] = [],
): Promise<number> {
  const product = await firstRow(app, 'insert into products (title) values ($1) returning id', [
    name,
  ]);
  const campaign = await firstRow(
    app,
    `insert into campaigns (name, product_id, type, ads, redeem_code_platforms)
     values ($1, $2, 'free', '{"enabled":false}'::jsonb, $3::text[]) returning id`,
    [name, product.id, `{${platforms.join(',')}}`],
  );
  return Number(campaign.id);
}
