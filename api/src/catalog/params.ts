import { Type } from '@sinclair/typebox';

/** Query values arrive as text (the app does not coerce types). */
export const FlagParam = Type.Optional(
  Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('1'), Type.Literal('0')]),
);

export function flag(value: string | undefined, fallback: boolean): boolean {
  return value === undefined ? fallback : value === 'true' || value === '1';
}

export function optionalId(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}

/** Brand names and numbers as typed: bounded, so a search can never be asked for a novel. */
export const BrandNameParam = Type.String({ minLength: 1, maxLength: 100 });
export const NumberParam = Type.String({ minLength: 1, maxLength: 60 });

/** Page numbers of the catalog lists, from 1; a page past the last one is empty. */
export const PageParam = Type.Optional(
  Type.String({ pattern: '^[1-9][0-9]{0,5}$', description: 'Номер страницы, с 1' }),
);

export const pageOf = (value: string | undefined): number => (value === undefined ? 1 : Number(value));
