import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';

/** Where the customer part of the OpenAPI is shown (Swagger UI; its document at `…/json`). */
export const CUSTOMER_DOCS_PREFIX = '/api/doc/customer';

/** Tags of the calls a customer's program makes: search, suggestions, cart, checkout (contracts too), orders. */
const customerTags = new Set(['search', 'goods', 'cart', 'checkout', 'contracts', 'orders']);

/** Calls of other tags that belong there too: the price levels and the price list's downloads. */
function isCustomerPath(path: string): boolean {
  return path === '/api/pricelevel' || path.startsWith('/api/pricelist/');
}

export const apiKeySecurityScheme = {
  apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
} as const;

/** The page's text with a worked `curl` example against this shop (`PUBLIC_URL`). */
function description(site: string): string {
  return [
    'Вызовы для программ покупателя: поиск и подсказки, корзина, оформление и статус заказов, прайс-лист.',
    'Программа входит **ключом API** из личного кабинета (блок «Доступ к API»; ключ показывается один раз,',
    'там же его можно выпустить заново или отозвать) в заголовке `X-Api-Key`: запрос выполняется от имени',
    'владельца ключа и с его правами, пока ему разрешён доступ к API. Заголовок `X-Switch-User` с ключом не',
    'принимается (403), отозванный или заменённый ключ — 401, слишком частые запросы одного ключа — 429',
    '(`Retry-After`). Ошибки: `{code, message}`, ошибки валидации — 400 с `violations: [{propertyPath, message}]`.',
    '',
    'Пример: корзина, поиск запчасти, её предложение в корзину (`itemKey` — из `offers` ответа поиска):',
    '',
    '```sh',
    "export SHOP_API_KEY='ключ из личного кабинета'",
    `curl -H "X-Api-Key: $SHOP_API_KEY" ${site}/api/v2/cart`,
    'curl -H "X-Api-Key: $SHOP_API_KEY" \\',
    `  '${site}/api/v2/search/findByQuery?brandName=MANN-FILTER&number=W71275'`,
    'curl -H "X-Api-Key: $SHOP_API_KEY" -H \'content-type: application/json\' \\',
    `  -d '{"itemKey": "s123", "amount": 2}' ${site}/api/v2/cart/add`,
    '```',
  ].join('\n');
}

type Spec = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function operationTags(operation: unknown): string[] {
  if (!isRecord(operation) || !Array.isArray(operation.tags)) return [];
  return operation.tags.filter((tag): tag is string => typeof tag === 'string');
}

/** Keeps the customer's operations of a path, each authenticated by the key; null when none is left. */
function customerOperations(path: string, item: unknown): Record<string, unknown> | null {
  if (!isRecord(item)) return null;
  const kept: Record<string, unknown> = {};
  for (const [method, operation] of Object.entries(item)) {
    const wanted = isCustomerPath(path) || operationTags(operation).some((tag) => customerTags.has(tag));
    if (wanted && isRecord(operation)) kept[method] = { ...operation, security: [{ apiKeyAuth: [] }] };
  }
  return Object.keys(kept).length > 0 ? kept : null;
}

/** The whole document cut to the customer's calls, with the key as their authentication. */
export function customerSpecification(spec: Spec, site: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const [path, item] of Object.entries(isRecord(spec.paths) ? spec.paths : {})) {
    const kept = customerOperations(path, item);
    if (kept) paths[path] = kept;
  }
  const info = isRecord(spec.info) ? spec.info : {};
  const components = isRecord(spec.components) ? spec.components : {};
  return {
    ...spec,
    info: { ...info, title: 'API для покупателей', description: description(site) },
    components: { ...components, securitySchemes: apiKeySecurityScheme },
    paths,
  };
}

/** Swagger UI of the customer part, beside the full one at `/api/doc`. */
export async function registerCustomerDocs(app: FastifyInstance, site: string): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: CUSTOMER_DOCS_PREFIX,
    transformSpecification: (spec) => customerSpecification(spec, site),
  });
}
