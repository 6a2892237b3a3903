import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** `timestamptz`: read as Date, written as Date or an ISO string; defaulted by the database. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** `numeric`: PostgreSQL sends it as text so no precision is lost. */
export type Numeric = ColumnType<string, string | number | undefined, string | number>;
export type NullableNumeric = ColumnType<
  string | null,
  string | number | null | undefined,
  string | number | null
>;
export type Json<T extends object> = JSONColumnType<T, string | undefined, string>;
export type NullableJson<T extends object> = ColumnType<T | null, string | null | undefined, string | null>;
/** `bigint` ids, read as numbers (see `db/connection.ts`). */
export type BigId = Generated<number>;
export type BigRef = number;
export type NullableBigRef = ColumnType<number | null, number | null | undefined, number | null>;
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
