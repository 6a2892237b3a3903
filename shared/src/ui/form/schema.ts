import type { AnyObject, ISchema, SchemaDescription, SchemaFieldDescription } from 'yup';

/** What a form needs from a yup schema: its description, resolved against the current values. */
export type DescribableSchema = ISchema<unknown, AnyObject>;

function isDescription(description: SchemaFieldDescription | undefined): description is SchemaDescription {
  return description !== undefined && 'tests' in description;
}

/**
 * The description of the field at `name` (`'company.inn'`, `'items.0.amount'`) inside an object schema's
 * description, or `undefined` when the schema does not know the field.
 */
export function fieldDescription(
  root: SchemaFieldDescription | undefined,
  name: string,
): SchemaDescription | undefined {
  let current: SchemaFieldDescription | undefined = root;
  for (const segment of name.split('.')) {
    if (!current) return undefined;
    if ('fields' in current && current.fields) {
      current = current.fields[segment];
    } else if ('innerType' in current && current.innerType && /^\d+$/.test(segment)) {
      const inner: SchemaFieldDescription | SchemaFieldDescription[] = current.innerType;
      current = Array.isArray(inner) ? inner[Number(segment)] : inner;
    } else {
      return undefined;
    }
  }
  return isDescription(current) ? current : undefined;
}

/**
 * Whether a described field has a required rule: strings and arrays by their `required` test (`string().defined()`
 * accepts `''`), booleans by `oneOf([true])`, other types when they may not be left undefined.
 */
export function isRequiredDescription(description: SchemaDescription | undefined): boolean {
  if (!description) return false;
  if (description.tests.some((test) => test.name === 'required')) return true;
  if (description.type === 'boolean') {
    return description.oneOf.length === 1 && description.oneOf[0] === true;
  }
  if (description.type === 'string' || description.type === 'array' || description.type === 'object')
    return false;
  return description.optional === false;
}

/**
 * Describes `schema` for the given form values, so that conditional rules (`when('type', …)`) are resolved the
 * way they apply now (e.g. КПП is required unless the company is an individual entrepreneur).
 */
export function describeSchema(
  schema: DescribableSchema | undefined,
  values: unknown,
): SchemaFieldDescription | undefined {
  if (!schema) return undefined;
  return schema.describe({ value: values });
}

/** Whether `schema` has a required rule for the field `name` with these values. */
export function isFieldRequired(
  schema: DescribableSchema | undefined,
  name: string,
  values?: unknown,
): boolean {
  return isRequiredDescription(fieldDescription(describeSchema(schema, values), name));
}
