import { Type, type Static } from '@sinclair/typebox';
import {
  companyTypes,
  deliveryTermDays,
  offerSorts,
  type UserSettingsPatch,
  type ApiKeyInfo,
  type ApiKeyResponse,
  type Company,
  type Curator,
  type ResetPasswordResponse,
  type User,
  type UserTypesResponse,
} from '@shop/shared';
import { nullable, optionalText, ref, type Assert, type Equal } from '../http/schemas.js';

const CompanyTypeSchema = Type.Union(companyTypes.map((type) => Type.Literal(type)));
const UserTypeSchema = Type.Union([Type.Literal('retail'), Type.Literal('business')]);

export const CompanySchema = Type.Object({
  type: CompanyTypeSchema,
  name: Type.String(),
  inn: Type.String(),
  kpp: Type.String(),
  bik: Type.String(),
  bankName: Type.String(),
  correspondentAccount: Type.String(),
  settlementAccount: Type.String(),
  legalAddress: Type.String(),
});

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    type: UserTypeSchema,
    isAdmin: Type.Boolean(),
    isImpersonated: Type.Boolean(),
    isWholesale: Type.Boolean(),
    markup: Type.Number({ description: 'Наценка оптового покупателя, %' }),
    isAllowDownloadPricelist: Type.Boolean(),
    isAllowUseApi: Type.Boolean(),
    isAllowBatchSearch: Type.Boolean(),
    lastName: Type.String(),
    firstName: Type.String(),
    middleName: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    email: Type.String(),
    office: nullable(
      Type.Object({ id: Type.Integer(), name: Type.String(), vendor: Type.Object({ id: Type.Integer() }) }),
    ),
    company: nullable(CompanySchema),
    userSettings: Type.Record(
      Type.String(),
      Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]),
    ),
  },
  { $id: 'User' },
);

export const UserRef = ref(UserSchema, 'User');

export const UserTypesSchema = Type.Object({
  userTypes: Type.Array(Type.Object({ value: UserTypeSchema, label: Type.String() })),
  companyTypes: Type.Array(Type.Object({ value: CompanyTypeSchema, label: Type.String() })),
});

export const CuratorSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});

const apiKeyInfoFields = {
  hasKey: Type.Boolean(),
  issuedAt: nullable(
    Type.String({ format: 'date-time', description: 'Когда выпущен ключ; null — не записано' }),
  ),
  issuedBy: nullable(
    Type.Object(
      { self: Type.Boolean({ description: 'Выпустил сам пользователь' }), name: Type.String() },
      { description: 'Кто выпустил ключ; null — не записано (ключ выпущен до учёта)' },
    ),
  ),
};

export const ApiKeyInfoSchema = Type.Object(apiKeyInfoFields);

export const ApiKeySchema = Type.Object({ apiKey: nullable(Type.String()), ...apiKeyInfoFields });

export const ResetPasswordResponseSchema = Type.Object({
  message: Type.String(),
  email: Type.String(),
  token: Type.String(),
  refreshToken: Type.String(),
});

// Request bodies: types and size limits only; which fields are required and what they must look like is
// decided by the shared yup schemas (one rule, one place), whose Russian messages the client shows.

export const PasswordPairInput = Type.Object(
  { first: optionalText(1024), second: optionalText(1024) },
  { additionalProperties: false },
);

const CompanyInput = Type.Object(
  {
    type: optionalText(20, 'Организационно-правовая форма: "", ООО, ОАО, ЗАО, ТОО, АО, ИП, ПБОЮЛ, ГУП'),
    name: optionalText(255),
    inn: optionalText(20),
    kpp: optionalText(20),
    bik: optionalText(20),
    bankName: optionalText(255),
    correspondentAccount: optionalText(40),
    settlementAccount: optionalText(40),
    legalAddress: optionalText(255),
  },
  { additionalProperties: false },
);

const profileFields = {
  lastName: optionalText(255),
  firstName: optionalText(255),
  middleName: optionalText(255),
  phone: optionalText(50),
  address: optionalText(1000),
};

export const ProfileBody = Type.Object(
  {
    ...profileFields,
    company: Type.Optional(nullable(CompanyInput)),
  },
  {
    additionalProperties: false,
    description: 'company — реквизиты, меняются только у организации (business)',
  },
);

export const RegistrationBody = Type.Object(
  {
    type: optionalText(20, 'retail — физическое лицо, business — организация или ИП'),
    email: optionalText(320),
    plainPassword: Type.Optional(PasswordPairInput),
    ...profileFields,
    company: Type.Optional(nullable(CompanyInput)),
  },
  { additionalProperties: false },
);

export const ChangePasswordBody = Type.Object(
  { currentPassword: optionalText(1024), plainPassword: Type.Optional(PasswordPairInput) },
  { additionalProperties: false },
);

export const ResetRequestQuery = Type.Object({ email: optionalText(320) });

export const ResetPasswordBody = Type.Object(
  { plainPassword: Type.Optional(PasswordPairInput) },
  { additionalProperties: false },
);

/** `PATCH /api/user/settings`: the settings to change, `null` for back to the default; others are refused. */
export const UserSettingsBody = Type.Object(
  {
    searchStockOnly: Type.Optional(nullable(Type.Boolean({ description: 'Только товары в наличии' }))),
    searchDeliveryTerm: Type.Optional(
      nullable(
        Type.Union(
          deliveryTermDays.map((days) => Type.Literal(days)),
          { description: 'Срок поставки не дольше, дней (0 — любой)' },
        ),
      ),
    ),
    searchSort: Type.Optional(
      nullable(
        Type.Union(
          offerSorts.map((sort) => Type.Literal(sort)),
          { description: 'Порядок предложений' },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);

type _UserMatches = Assert<Equal<Static<typeof UserSchema>, User>>;
type _CompanyMatches = Assert<Equal<Static<typeof CompanySchema>, Company>>;
type _TypesMatch = Assert<Equal<Static<typeof UserTypesSchema>, UserTypesResponse>>;
type _CuratorMatches = Assert<Equal<Static<typeof CuratorSchema>, Curator>>;
type _ApiKeyMatches = Assert<Equal<Static<typeof ApiKeySchema>, ApiKeyResponse>>;
type _ApiKeyInfoMatches = Assert<Equal<Static<typeof ApiKeyInfoSchema>, ApiKeyInfo>>;
type _ResetMatches = Assert<Equal<Static<typeof ResetPasswordResponseSchema>, ResetPasswordResponse>>;
type _SettingsMatch = Assert<Equal<Static<typeof UserSettingsBody>, UserSettingsPatch>>;
