import { AxiosError, AxiosHeaders } from 'axios';
import { apiErrorMessage, DEFAULT_ERROR_MESSAGE } from './client.js';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, { status, statusText: '', headers: {}, config, data });
}

describe('the message of a failed request (SPEC §8 defaults)', () => {
  it("is the API's own body message, 'Произошла непредвиденная ошибка' on its 500", () => {
    const body = { code: 500, message: 'Произошла непредвиденная ошибка' };
    expect(apiErrorMessage(httpError(500, body))).toBe('Произошла непредвиденная ошибка');
    expect(apiErrorMessage(httpError(400, { code: 400, message: 'Ошибка валидации' }))).toBe(
      'Ошибка валидации',
    );
  });

  it("is 'Произошла непредвиденная ошибка' whatever the status when the answer says nothing", () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Произошла непредвиденная ошибка');
    expect(apiErrorMessage(httpError(502, '<html>Bad Gateway</html>'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(apiErrorMessage(httpError(504, undefined))).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
