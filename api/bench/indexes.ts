import type pg from 'pg';

interface Definition {
  name: string;
  definition: string;
}

/**
 * Drops the secondary indexes, unique constraints and foreign keys of `table` (its primary key stays), runs
 * `work`, and creates them again: building an index once is far faster than updating it row by row, and a
 * foreign key is then checked by one join. Run inside a transaction, so that a failure restores them.
 */
export async function withIndexesRebuilt<T>(
  client: pg.ClientBase,
  table: string,
  work: () => Promise<T>,
): Promise<T> {
  const constraints = await client.query<Definition>(
    `select conname as name, pg_get_constraintdef(oid) as definition
     from pg_constraint where conrelid = $1::regclass and contype in ('u', 'f')
     order by contype desc`,
    [table],
  );
  const indexes = await client.query<Definition>(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
     from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = $1::regclass and not x.indisprimary
       and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = x.indrelid)`,
    [table],
  );
  const quotedTable = client.escapeIdentifier(table);
  for (const constraint of constraints.rows) {
    await client.query(
      `alter table ${quotedTable} drop constraint ${client.escapeIdentifier(constraint.name)}`,
    );
  }
  for (const index of indexes.rows) await client.query(`drop index ${client.escapeIdentifier(index.name)}`);

  const result = await work();

  await client.query(`set local maintenance_work_mem = '512MB'`);
  for (const index of indexes.rows) await client.query(index.definition);
  for (const constraint of constraints.rows) {
    await client.query(
      `alter table ${quotedTable} add constraint ${client.escapeIdentifier(constraint.name)} ${constraint.definition}`,
    );
  }
  return result;
}
