import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

/**
 * One place for the seller's data (issue 25 §4): requisites, bank, phones, e-mails, addresses and hours in
 * one row, read by the site, invoices and mails and edited in the back office. The row starts with the demo
 * seller's fictitious requisites (valid check digits); `SELLER_*` variables replace them at start until an
 * admin first edits the row (`edited_at`).
 */
const up: RawBuilder<unknown>[] = [
  sql`create table seller (
    id integer primary key default 1 check (id = 1),
    name text not null,
    inn text not null,
    kpp text not null default '',
    ogrn text not null,
    legal_address text not null,
    office_address text not null,
    phone text not null,
    wholesale_phone text not null default '',
    email text not null,
    wholesale_email text not null default '',
    work_time text not null,
    bank_name text not null,
    bik text not null,
    correspondent_account text not null,
    settlement_account text not null,
    updated_at timestamptz not null default now(),
    edited_at timestamptz
  )`,
  sql`insert into seller (name, inn, kpp, ogrn, legal_address, office_address, phone, wholesale_phone, email,
      wholesale_email, work_time, bank_name, bik, correspondent_account, settlement_account)
    values ('ООО «Автозапчасти Крым»', '9102012347', '910201001', '1149102001234',
      '295034, Республика Крым, г. Симферополь, ул. Киевская, д. 139',
      'Республика Крым, г. Симферополь, ул. Киевская, д. 139', '+7 (978) 700-10-01', '+7 (978) 700-10-25',
      'info@avtozapchasti.example', 'opt@avtozapchasti.example',
      'Пн–Пт 8:00–19:00, Сб 9:00–17:00, Вс 9:00–15:00', 'РНКБ Банк (ПАО), г. Симферополь', '043510607',
      '30101810335100000607', '40702810541000012345')`,
];

export const seller: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const statement of up) await statement.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await sql`drop table seller`.execute(db);
  },
};
