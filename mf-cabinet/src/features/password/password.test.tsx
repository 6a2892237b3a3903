import { screen, within } from '@testing-library/react';
import { userApi } from '@shop/shared/api';
import { toast } from '@shop/shared/ui';
import { makeUser } from '../../test/fixtures';
import { fill, setupUser } from '@shop/shared/testing';
import { httpError } from '@shop/shared/testing';
import { renderAt } from '../../test/render';
import { loginAs, setSession } from '@shop/shared/testing';

jest.mock('../../api/price-list', () =>
  jest
    .requireActual('@shop/shared/testing/mocks')
    .clientModuleMock(jest.requireActual('../../api/price-list')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

jest.setTimeout(20000);

describe('/auth/forgot-password', () => {
  beforeEach(() => setSession(null));

  it("shows the server's answer and the way back to login", async () => {
    const answer = 'Если этот email зарегистрирован, на него отправлено письмо со ссылкой для сброса пароля';
    jest.mocked(userApi.requestPasswordReset).mockResolvedValue({ message: answer });
    renderAt('/auth/forgot-password');
    const user = setupUser();
    await fill(user, await screen.findByLabelText('Email'), 'nobody@example.com');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(answer);
    expect(userApi.requestPasswordReset).toHaveBeenCalledWith('nobody@example.com');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться ко входу' })).toHaveAttribute('href', '/auth/login');
    expect(document.title).toBe('Восстановление пароля — АвтоДеталь');
  });

  it('checks the e-mail first', async () => {
    renderAt('/auth/forgot-password');
    const user = setupUser();
    await fill(user, await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Отправить ссылку' }));
    expect(await screen.findByText('Неверный формат email')).toBeInTheDocument();
    expect(userApi.requestPasswordReset).not.toHaveBeenCalled();
  });
});

describe('/resetting/reset/:token', () => {
  beforeEach(() => setSession(null));

  it('says "Пароли не совпадают" when the repetition differs', async () => {
    renderAt('/resetting/reset/abc');
    const user = setupUser();
    await fill(
      user,
      within(await screen.findByRole('form', { name: 'Новый пароль' })).getByLabelText('Новый пароль'),
      'new-password-1',
    );
    await fill(user, screen.getByLabelText('Повтор пароля'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(userApi.resetPassword).not.toHaveBeenCalled();
  });

  it('lists the errors of the response', async () => {
    jest.mocked(userApi.resetPassword).mockRejectedValue(
      httpError(400, {
        message: 'Ссылка для сброса пароля недействительна или устарела',
        errors: ['Ссылка для сброса пароля недействительна или устарела'],
      }),
    );
    renderAt('/resetting/reset/expired-token');
    const user = setupUser();
    await fill(
      user,
      within(await screen.findByRole('form', { name: 'Новый пароль' })).getByLabelText('Новый пароль'),
      'new-password-1',
    );
    await fill(user, screen.getByLabelText('Повтор пароля'), 'new-password-1');
    await user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось сменить пароль');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Ссылка для сброса пароля недействительна или устарела',
    );
    expect(userApi.resetPassword).toHaveBeenCalledWith('expired-token', {
      first: 'new-password-1',
      second: 'new-password-1',
    });
  });

  it('puts violations of the password pair on the fields', async () => {
    jest.mocked(userApi.resetPassword).mockRejectedValue(
      httpError(400, {
        message: 'Ошибка валидации',
        violations: [{ propertyPath: 'plainPassword.first', message: 'Пароль слишком простой' }],
      }),
    );
    renderAt('/resetting/reset/abc');
    const user = setupUser();
    await fill(
      user,
      within(await screen.findByRole('form', { name: 'Новый пароль' })).getByLabelText('Новый пароль'),
      'password',
    );
    await fill(user, screen.getByLabelText('Повтор пароля'), 'password');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Пароль слишком простой')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs the user in and opens the cabinet', async () => {
    const loginWithToken = loginAs(makeUser());
    setSession(null, { loginWithToken });
    jest.mocked(userApi.curators).mockResolvedValue([]);
    jest.mocked(userApi.resetPassword).mockResolvedValue({
      message: 'Пароль успешно изменён',
      email: 'ivanov@example.com',
      token: 'fresh-token',
      refreshToken: 'fresh-refresh',
    });
    const { router } = renderAt('/resetting/reset/abc');
    const user = setupUser();
    await fill(
      user,
      within(await screen.findByRole('form', { name: 'Новый пароль' })).getByLabelText('Новый пароль'),
      'new-password-1',
    );
    await fill(user, screen.getByLabelText('Повтор пароля'), 'new-password-1');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cabinet');
    expect(loginWithToken).toHaveBeenCalledWith({ token: 'fresh-token', refreshToken: 'fresh-refresh' });
    expect(toast.success).toHaveBeenCalledWith('Пароль успешно изменён');
  });
});
