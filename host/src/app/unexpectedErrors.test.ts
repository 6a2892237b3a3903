import { AxiosError, AxiosHeaders } from 'axios';
import { toast } from '@shop/shared/ui';
import { installUnexpectedErrorToast, UNEXPECTED_ERROR_TITLE } from './unexpectedErrors';

jest.mock('@shop/shared/ui', () => ({ toast: { error: jest.fn().mockResolvedValue(undefined) } }));

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR', config, null, { status, statusText: '', headers: {}, config, data });
}

describe('the toast of an error no screen handled', () => {
  let uninstall: () => void;
  beforeEach(() => {
    jest.mocked(toast.error).mockClear();
    uninstall = installUnexpectedErrorToast();
  });
  afterEach(() => uninstall());

  it("is titled 'Непредвиденная ошибка', with the server's message when it gave one", () => {
    window.dispatchEvent(
      rejection(httpError(500, { code: 500, message: 'Произошла непредвиденная ошибка' })),
    );
    window.dispatchEvent(rejection(new TypeError('x is undefined')));
    expect(UNEXPECTED_ERROR_TITLE).toBe('Непредвиденная ошибка');
    expect(jest.mocked(toast.error).mock.calls).toEqual([
      ['Непредвиденная ошибка', 'Произошла непредвиденная ошибка'],
      ['Непредвиденная ошибка', undefined],
    ]);
  });

  it('leaves a 401 to the login prompt', () => {
    window.dispatchEvent(rejection(httpError(401, { code: 401, message: 'Необходимо войти в систему' })));
    expect(toast.error).not.toHaveBeenCalled();
  });
});
