import { Type, type Static } from '@sinclair/typebox';
import type { RefreshTokenRequest, TokenResponse } from '@shop/shared';
import type { Assert, Equal } from '../http/schemas.js';

export const LoginBody = Type.Object(
  {
    username: Type.String({ maxLength: 320, description: 'Email' }),
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);

export const TokenSchema = Type.Object({
  token: Type.String({
    description: 'Токен доступа (живёт TOKEN_TTL): заголовок X-Authorization: Bearer <token>',
  }),
  refreshToken: Type.String({
    description: 'Одноразовый токен обновления: POST /api/token/refresh выдаёт новую пару',
  }),
});

export const RefreshBody = Type.Object(
  { refreshToken: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);

export const SwitchExitQuery = Type.Object({ _switch_user: Type.Optional(Type.String()) });

type _TokenMatches = Assert<Equal<Static<typeof TokenSchema>, TokenResponse>>;
type _RefreshMatches = Assert<Equal<Static<typeof RefreshBody>, RefreshTokenRequest>>;
