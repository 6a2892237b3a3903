import { Type, type Static } from '@sinclair/typebox';
import type { TokenResponse } from '@shop/shared';
import type { Assert, Equal } from '../http/schemas.js';

export const LoginBody = Type.Object(
  {
    username: Type.String({ maxLength: 320, description: 'Email' }),
    password: Type.String({ maxLength: 1024 }),
  },
  { additionalProperties: false },
);

export const TokenSchema = Type.Object({
  token: Type.String({ description: 'Передавайте в заголовке X-Authorization: Bearer <token>' }),
});

export const SwitchExitQuery = Type.Object({ _switch_user: Type.Optional(Type.String()) });

type _TokenMatches = Assert<Equal<Static<typeof TokenSchema>, TokenResponse>>;
