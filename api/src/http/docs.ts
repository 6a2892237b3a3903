import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { registerCustomerDocs } from './customer-docs.js';
import { contractDocument, documentedSchema, securitySchemes, type JsonObject } from './openapi-document.js';
import { ErrorBodySchema } from './schemas.js';

/**
 * OpenAPI generated from the route schemas: UI at `/api/doc`, JSON at `/api/doc/json`; the customer's part
 * at `/api/doc/customer` (`site`: the shop's address for its `curl` examples). `components`: the domains'
 * schemas that routes reference by `$id` (given by `app.ts`, so that this layer imports no domain).
 */
export async function registerDocs(app: FastifyInstance, site: string, components: TSchema[]): Promise<void> {
  app.addSchema(ErrorBodySchema);
  for (const schema of components) app.addSchema(schema);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'API интернет-магазина автозапчастей',
        description:
          'Токен из `POST /api/login_check` передаётся в заголовке `X-Authorization: Bearer <token>` (или `Authorization`); ' +
          'программа покупателя с доступом к API может вместо него передать ключ API в `X-Api-Key` (см. `/api/doc/customer`). ' +
          'Ошибки: `{code, message}`, ошибки валидации — HTTP 400 с `violations: [{propertyPath, message}]`.',
        version: '1.0.0',
      },
      components: { securitySchemes },
    },
    transform: ({ schema, url }) => ({ schema: documentedSchema(schema), url }),
    // The generated document is plain JSON (TypeBox schemas and route options only).
    transformObject: (generated) => {
      if (!('openapiObject' in generated)) return generated.swaggerObject;
      const document = generated.openapiObject;
      return contractDocument(document as JsonObject, site) as typeof document;
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, index) => String(json.$id ?? `def-${index}`),
    },
  });
  // Each UI in its own scope: the plugin decorates the instance it is registered on.
  await app.register(async (scope) => scope.register(swaggerUi, { routePrefix: '/api/doc' }));
  await app.register(async (scope) => registerCustomerDocs(scope, site));
}
