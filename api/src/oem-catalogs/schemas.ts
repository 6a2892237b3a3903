import { Type } from '@sinclair/typebox';
import { nullable } from '../http/schemas.js';

/** Query values of the catalog calls: sizes only, the provider answers 400/404 for what it does not know. */
export const CatalogCodeParam = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'Код каталога, напр. VW',
});
export const SsdParam = Type.String({ maxLength: 4096, description: 'Непрозрачный ключ выбора (ssd)' });
export const IdParam = Type.String({ minLength: 1, maxLength: 64 });

export const CatalogSchema = Type.Object({
  code: Type.String(),
  name: Type.String(),
  brand: Type.String(),
  icon: nullable(Type.String()),
  features: Type.Array(Type.Object({ name: Type.String() })),
});

export const WizardStepSchema = Type.Object({
  conditionId: Type.String(),
  name: Type.String(),
  value: Type.String(),
  determined: Type.Boolean(),
  automatic: Type.Boolean(),
  ssd: Type.String(),
  options: Type.Array(Type.Object({ key: Type.String(), value: Type.String() })),
});

export const AttributeSchema = Type.Object({ key: Type.String(), name: Type.String(), value: Type.String() });

export const VehicleSchema = Type.Object({
  vehicleId: Type.String(),
  catalogCode: Type.String(),
  brand: Type.String(),
  name: Type.String(),
  ssd: Type.String(),
  attributes: Type.Array(AttributeSchema),
});

export const DecodedVinSchema = Type.Object({
  vin: Type.String(),
  maker: Type.String(),
  catalogCode: nullable(Type.String()),
  modelYear: nullable(Type.Integer()),
  plant: nullable(Type.String()),
});

export const UnitSchema = Type.Object({
  unitId: Type.String(),
  code: Type.String(),
  name: Type.String(),
  imageUrl: Type.String(),
  ssd: Type.String(),
});

export const DetailSchema = Type.Object({
  codeOnImage: Type.String(),
  oem: Type.String(),
  brand: Type.String(),
  name: Type.String(),
  amount: nullable(Type.String()),
  note: nullable(Type.String()),
});

export const CategorySchema = Type.Object({
  categoryId: Type.String(),
  name: Type.String(),
  parentId: nullable(Type.String()),
});

export const QuickGroupSchema = Type.Recursive((self) =>
  Type.Object({
    quickGroupId: Type.String(),
    name: Type.String(),
    link: Type.Boolean(),
    children: Type.Array(self),
  }),
);

export const ImageMapSchema = Type.Object({
  code: Type.String(),
  x1: Type.Number(),
  y1: Type.Number(),
  x2: Type.Number(),
  y2: Type.Number(),
});

export const WhereUsedSchema = Type.Object({
  catalogCode: Type.String(),
  vehicleId: Type.String(),
  name: Type.String(),
  ssd: Type.String(),
  unitId: Type.String(),
  unitName: Type.String(),
});

export const ParameterSchema = AttributeSchema;

export const CarSchema = Type.Object({
  id: Type.String(),
  catalogId: Type.String(),
  name: Type.String(),
  description: Type.String(),
  modelId: Type.String(),
  modelName: Type.String(),
  vin: nullable(Type.String()),
  parameters: Type.Array(ParameterSchema),
});

export const PartsGroupSchema = Type.Object({
  id: Type.String(),
  parentId: nullable(Type.String()),
  hasSubgroups: Type.Boolean(),
  hasParts: Type.Boolean(),
  name: Type.String(),
  img: nullable(Type.String()),
});

export const PartsUnitSchema = Type.Object({
  img: Type.String(),
  imgDescription: Type.String(),
  partGroups: Type.Array(
    Type.Object({
      name: Type.String(),
      number: Type.String(),
      positionNumber: Type.String(),
      description: Type.String(),
      parts: Type.Array(
        Type.Object({
          id: Type.String(),
          name: Type.String(),
          number: Type.String(),
          brand: Type.String(),
          notice: nullable(Type.String()),
          positionNumber: Type.String(),
        }),
      ),
    }),
  ),
  positions: Type.Array(
    Type.Object({
      number: Type.String(),
      coordinates: Type.Tuple([Type.Number(), Type.Number(), Type.Number(), Type.Number()]),
    }),
  ),
});
