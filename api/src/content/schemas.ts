import { Type, type Static } from '@sinclair/typebox';
import type { Office, Page } from '@shop/shared';
import type { Assert, Equal } from '../http/schemas.js';

export const PageSchema = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  content: Type.String({ description: 'HTML, очищенный от скриптов и обработчиков событий' }),
});

export const OfficeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  workTime: Type.String(),
  latitude: Type.Union([Type.Number(), Type.Null()]),
  longitude: Type.Union([Type.Number(), Type.Null()]),
  isMain: Type.Boolean(),
});

export const PageParams = Type.Object({ slug: Type.String({ maxLength: 200 }) });

type _PageMatches = Assert<Equal<Static<typeof PageSchema>, Page>>;
type _OfficeMatches = Assert<Equal<Static<typeof OfficeSchema>, Office>>;
