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
