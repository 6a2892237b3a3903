import type { ApiErrorBody, Violation } from '@shop/shared';

export const messages = {
  unexpected: 'Произошла непредвиденная ошибка',
  validation: 'Ошибка валидации',
  forbidden: 'Доступ запрещён',
  unauthorized: 'Необходимо войти в систему',
  sessionExpired: 'Сессия истекла или недействительна, войдите снова',
  notFound: 'Ресурс не найден',
  badJson: 'Некорректный JSON в теле запроса',
  emptyBody: 'Тело запроса не должно быть пустым',
  unsupportedMediaType: 'Неподдерживаемый тип содержимого запроса',
  payloadTooLarge: 'Слишком большой объём данных в запросе',
  badRequest: 'Некорректный запрос',
  methodNotAllowed: 'Метод не поддерживается',
  uriTooLong: 'Слишком длинный адрес запроса',
  unavailable: 'Сервис временно недоступен, повторите попытку через несколько секунд',
} as const;

/** An error the client caused or may see; the error handler turns it into `ApiErrorBody`. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ApiErrorBody;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    extra: Omit<ApiErrorBody, 'code' | 'message'> = {},
    headers = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = { code: statusCode, message, ...extra };
    this.headers = headers;
  }
}

export function validationError(violations: Violation[]): HttpError {
  return new HttpError(400, messages.validation, { violations });
}

export function notFound(message: string = messages.notFound): HttpError {
  return new HttpError(404, message);
}

export function forbidden(message: string = messages.forbidden): HttpError {
  return new HttpError(403, message);
}

export function unauthorized(message: string = messages.unauthorized): HttpError {
  return new HttpError(401, message);
}
