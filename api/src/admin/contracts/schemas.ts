import { Type } from '@sinclair/typebox';
import { nullable } from '../../http/schemas.js';

/** A business buyer's request for a wholesale contract, as the back office lists it. */
export const WholesaleRequestSchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  handledAt: nullable(Type.String({ format: 'date-time' })),
  handledBy: nullable(Type.String({ description: 'E-mail менеджера' })),
  customer: Type.Object({
    id: Type.Integer(),
    email: Type.String(),
    name: Type.String(),
    companyName: nullable(Type.String()),
    inn: nullable(Type.String()),
  }),
});
