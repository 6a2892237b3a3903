import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorBodySchema } from './schemas.js';
import { UserSchema } from '../users/schemas.js';

/** OpenAPI generated from the route schemas: UI at `/api/doc`, JSON at `/api/doc/json`. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  app.addSchema(ErrorBodySchema);
  app.addSchema(UserSchema);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API интернет-магазина автозапчастей',
        description:
          'Токен из `POST /api/login_check` передаётся в заголовке `X-Authorization: Bearer <token>` (или `Authorization`). ' +
          'Ошибки: `{code, message}`, ошибки валидации — HTTP 400 с `violations: [{propertyPath, message}]`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`),
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/doc' });
}
