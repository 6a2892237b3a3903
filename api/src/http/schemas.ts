import { Type, type Static, type TSchema } from '@sinclair/typebox';

/** Compile-time check that a Typebox schema describes exactly a shared type. */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Assert<T extends true> = T;

export const ViolationSchema = Type.Object({ propertyPath: Type.String(), message: Type.String() });

export const ErrorBodySchema = Type.Object(
  {
    code: Type.Integer(),
    message: Type.String(),
    violations: Type.Optional(Type.Array(ViolationSchema)),
    error: Type.Optional(Type.String()),
    errors: Type.Optional(Type.Array(Type.String())),
  },
  { $id: 'ErrorBody', description: 'Ошибка: `{code, message}`; при ошибке валидации также `violations`' },
);

/** A `$ref` to a schema registered with `app.addSchema`, typed as the schema itself. */
export function ref<T extends TSchema>(schema: T, id: string) {
  if (schema.$id !== id) throw new Error(`Схема ${id} не зарегистрирована под этим $id`);
  return Type.Unsafe<Static<T>>(Type.Ref(id));
}

export const ErrorBodyRef = ref(ErrorBodySchema, 'ErrorBody');

/** `4xx`/`5xx` responses of every route share the error body. */
export const errorResponses = {
  '4xx': ErrorBodyRef,
  '5xx': ErrorBodyRef,
};

/** PostgreSQL's `integer`: a larger id or amount would reach the database and fail there with a 500. */
export const INT4_MAX = 2_147_483_647;

/** An id in a JSON body: 1…2147483647. */
export function Id(options: { description?: string } = {}) {
  return Type.Integer({ minimum: 1, maximum: INT4_MAX, ...options });
}

/** 1…2147483647 in digits, without leading zeros: 9 digits, or 10 digits up to INT4_MAX. */
const idTextPattern =
  '^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|' +
  '21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$';

/** An id in a path or a query, where values arrive as text (the app does not coerce types). */
export const IdText = Type.String({ pattern: idTextPattern, description: 'Целое число от 1 до 2147483647' });

export const MessageSchema = Type.Object({ message: Type.String() });

/** Optional text field of a request body: any length up to `max`; required-ness is checked by the shared rules. */
export function optionalText(max: number, description?: string) {
  return Type.Optional(Type.String({ maxLength: max, ...(description ? { description } : {}) }));
}

export function nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/**
 * A 200 answer that is not JSON (a file, a page, a picture): the route sends it as it is, the OpenAPI document
 * names its real media types (api/README.md, 'The API contract').
 */
export function mediaAnswer<T>(description: string, mediaTypes: readonly string[]) {
  const schema = Type.Unsafe<T>({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}
