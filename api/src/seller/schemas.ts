import { Type, type TSchema } from '@sinclair/typebox';
import type { SellerData } from '@shop/shared';

const fields: Record<keyof SellerData, TSchema> = {
  name: Type.String(),
  inn: Type.String(),
  kpp: Type.String(),
  ogrn: Type.String(),
  legalAddress: Type.String(),
  officeAddress: Type.String(),
  phone: Type.String(),
  wholesalePhone: Type.String(),
  email: Type.String(),
  wholesaleEmail: Type.String(),
  workTime: Type.String(),
  bankName: Type.String(),
  bik: Type.String(),
  correspondentAccount: Type.String(),
  settlementAccount: Type.String(),
};

export const SellerSchema = Type.Object({ ...fields, updatedAt: Type.String({ format: 'date-time' }) });

/**
 * What an admin sends: text fields (the route refuses other JSON types, which the form's rules would not
 * read); their content is checked by the shared `sellerSchema`.
 */
export const SellerBodySchema = Type.Object(
  Object.fromEntries(
    Object.keys(fields).map((field) => [field, Type.Optional(Type.String({ maxLength: 2000 }))]),
  ),
);
