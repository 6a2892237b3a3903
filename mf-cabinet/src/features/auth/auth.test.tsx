import { screen, waitFor } from '@testing-library/react';
import { userApi } from '@shop/shared/api';
import { useSession } from '@shop/shared/session';
import { makeUser } from '../../test/fixtures';
import { httpError } from '@shop/shared/testing';
import { setupUser } from '@shop/shared/testing';
import { renderAt } from '../../test/render';
import { loginAs, setSession } from '@shop/shared/testing';

jest.mock('../../api/price-list', () =>
  jest
    .requireActual('@shop/shared/testing/mocks')
    .clientModuleMock(jest.requireActual('../../api/price-list')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

async function fillLogin(email: string, password: string) {
  const user = setupUser();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Пароль'), password);
  return user;
}

describe('/auth/login', () => {
  beforeEach(() => setSession(null));

  it('has the form, the links and the title', async () => {
    renderAt('/auth/login');
    expect(await screen.findByRole('heading', { name: 'Вход в личный кабинет' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/auth/registration');
    expect(document.title).toBe('Вход — АвтоДеталь');
  });

  it('logs in on Enter and follows the redirect', async () => {
    const loginWithToken = loginAs(makeUser());
    setSession(null, { loginWithToken });
    jest.mocked(userApi.login).mockResolvedValue({ token: 'jwt-token', refreshToken: 'refresh-token' });
    renderAt('/auth/login?redirect=%2Fcart');
    const user = await fillLogin(' ivanov@example.com ', 'secret-password');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent('/cart');
    expect(userApi.login).toHaveBeenCalledWith({
      username: 'ivanov@example.com',
      password: 'secret-password',
    });
    expect(loginWithToken).toHaveBeenCalledWith({ token: 'jwt-token', refreshToken: 'refresh-token' });
  });

  it('says "Неверный логин или пароль" on 401, whatever the API worded', async () => {
    jest
      .mocked(userApi.login)
      .mockRejectedValue(httpError(401, { message: 'Неверное имя пользователя или пароль' }));
    renderAt('/auth/login');
    const user = await fillLogin('ivanov@example.com', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Неверный логин или пароль');
    expect(alert).not.toHaveTextContent('Неверное имя пользователя или пароль');
    expect(useSession.getState().profile).toBeNull();
  });

  it("shows the server's message on 429", async () => {
    const message = 'Слишком много попыток входа. Повторите через 5 мин.';
    jest.mocked(userApi.login).mockRejectedValue(httpError(429, { message }));
    renderAt('/auth/login');
    const user = await fillLogin('ivanov@example.com', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('validates before calling the API', async () => {
    renderAt('/auth/login');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Поле «Email» не должно быть пустым')).toBeInTheDocument();
    expect(screen.getByText('Поле «Пароль» не должно быть пустым')).toBeInTheDocument();
    expect(userApi.login).not.toHaveBeenCalled();
  });

  it('tells that the session was lost', async () => {
    renderAt('/auth/login?redirect=%2Fcabinet&sessionLost=1');
    expect(await screen.findByRole('status')).toHaveTextContent('Сессия истекла, войдите снова');
  });

  it('sends a logged-in user away', async () => {
    setSession(makeUser());
    renderAt('/auth/login');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('/auth/logout', () => {
  it('logs out, saying "Выход…" meanwhile, then goes home', async () => {
    let finish: () => void = () => undefined;
    const logout = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    setSession(makeUser(), { logout });
    renderAt('/auth/logout');
    expect(await screen.findByRole('status')).toHaveTextContent('Выход…');
    finish();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });
});

describe('guards', () => {
  it('sends a guest from the cabinet to login with the redirect', async () => {
    setSession(null);
    const { router } = renderAt('/cabinet/profile');
    expect(await screen.findByRole('heading', { name: 'Вход в личный кабинет' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?redirect=%2Fcabinet%2Fprofile');
  });
});
