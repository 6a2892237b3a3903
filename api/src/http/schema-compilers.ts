import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildSerializer = NonNullable<Compilers['buildSerializer']>;
type Serializer = (data: unknown) => string;

// One Ajv per set of shared schemas and options for the whole process: Ajv keeps what it compiled by the schema
// object, and the routes' schemas are module constants.
const buildValidator = AjvCompiler();
const serializerFactory = SerializerSelector();
const serializers = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const key = JSON.stringify([externalSchemas, options]);
  let known = serializers.get(key);
  if (!known) serializers.set(key, (known = new WeakMap()));
  const byRoute = known;
  const compile = serializerFactory(externalSchemas, options);
  return (route) => {
    const { schema } = route;
    if (typeof schema !== 'object' || schema === null) return compile(route);
    let serializer = byRoute.get(schema);
    if (!serializer) byRoute.set(schema, (serializer = compile(route)));
    return serializer;
  };
};

/**
 * Schema compilers shared by every app the process builds. A server builds one, for which nothing changes; the
 * API tests build one or more per suite, and each found every route's validators and serializers compiled again
 * (about 2.4 s of a suite's start on PGlite, ajv and fast-json-stringify together).
 */
export const sharedSchemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: { buildValidator, buildSerializer },
};
