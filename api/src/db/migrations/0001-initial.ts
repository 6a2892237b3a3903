import { sql, type Kysely, type Migration } from 'kysely';

/** Users, offices, curators, pages, password reset, mail outbox, login throttling, audit, client errors. */
export const initial: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('app_settings')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('value', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('offices')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('work_time', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('latitude', sql`numeric(9, 6)`)
      .addColumn('longitude', sql`numeric(9, 6)`)
      .addColumn('is_main', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('vendor_id', 'integer', (col) => col.notNull())
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('users')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('email', 'text', (col) => col.notNull().check(sql`email = lower(email)`))
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('retail', 'business')`))
      .addColumn('last_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('first_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('middle_name', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('address', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('is_admin', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('is_wholesale', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('markup', sql`numeric(6, 2)`, (col) => col.notNull().defaultTo(0))
      .addColumn('is_allow_download_pricelist', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('is_allow_use_api', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('is_allow_batch_search', 'boolean', (col) => col.notNull().defaultTo(false))
      .addColumn('company', 'jsonb')
      .addColumn('api_key', 'text', (col) => col.unique())
      .addColumn('office_id', 'integer', (col) => col.references('offices.id').onDelete('set null'))
      .addColumn('user_settings', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('users_email_key', ['email'])
      .execute();

    await db.schema
      .createTable('managers')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('email', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
      .execute();

    await db.schema
      .createTable('curators')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('manager_id', 'integer', (col) =>
        col.notNull().references('managers.id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('curators_pkey', ['user_id', 'manager_id'])
      .execute();

    await db.schema
      .createTable('pages')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('password_reset_tokens_user_idx')
      .on('password_reset_tokens')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('to_address', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('html', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('sent_at', 'timestamptz')
      .execute();
    await db.schema
      .createIndex('mail_outbox_to_idx')
      .on('mail_outbox')
      .columns(['to_address', 'id'])
      .execute();

    await db.schema
      .createTable('login_attempts')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('email', 'text', (col) => col.notNull())
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('succeeded', 'boolean', (col) => col.notNull())
      .addColumn('attempted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('login_attempts_email_idx')
      .on('login_attempts')
      .columns(['email', 'attempted_at'])
      .execute();
    await db.schema
      .createIndex('login_attempts_ip_idx')
      .on('login_attempts')
      .columns(['ip', 'attempted_at'])
      .execute();
    await db.schema
      .createIndex('login_attempts_at_idx')
      .on('login_attempts')
      .column('attempted_at')
      .execute();

    await db.schema
      .createTable('impersonation_audit')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('admin_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('target_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (col) => col.notNull().check(sql`action in ('switch', 'exit')`))
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('client_errors')
      .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('stack', 'text')
      .addColumn('url', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of [
      'client_errors',
      'impersonation_audit',
      'login_attempts',
      'mail_outbox',
      'password_reset_tokens',
      'pages',
      'curators',
      'managers',
      'users',
      'offices',
      'app_settings',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
