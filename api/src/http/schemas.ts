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

const ErrorBodyRef = ref(ErrorBodySchema, 'ErrorBody');

/** `4xx`/`5xx` responses of every route share the error body. */
export const errorResponses = {
  '4xx': ErrorBodyRef,
  '5xx': ErrorBodyRef,
};

export const MessageSchema = Type.Object({ message: Type.String() });

/** Optional text field of a request body: any length up to `max`; required-ness is checked by the shared rules. */
export function optionalText(max: number, description?: string) {
  return Type.Optional(Type.String({ maxLength: max, ...(description ? { description } : {}) }));
}

export function nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}
