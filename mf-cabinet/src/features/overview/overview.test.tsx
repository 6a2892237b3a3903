import { screen, within } from '@testing-library/react';
import { userApi } from '@shop/shared/api';
import { admin, makeUser, wholesaleBusiness } from '../../test/fixtures';
import { setupUser } from '@shop/shared/testing';
import { httpError } from '@shop/shared/testing';
import { renderAt } from '../../test/render';
import { toast } from '@shop/shared/ui';
import { setSession } from '@shop/shared/testing';

jest.mock('../../api/price-list', () =>
  jest
    .requireActual('@shop/shared/testing/mocks')
    .clientModuleMock(jest.requireActual('../../api/price-list')),
);
jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());

const issuedBySelf = {
  hasKey: true,
  issuedAt: '2025-03-12T11:05:00Z',
  issuedBy: { self: true, name: 'Иванов И. И.' },
};
const noKey = { hasKey: false, issuedAt: null, issuedBy: null };

describe('/cabinet', () => {
  beforeEach(() => {
    jest.mocked(userApi.apiKeyInfo).mockResolvedValue(noKey);
  });

  it('greets a retail buyer and links every cabinet section', async () => {
    setSession(makeUser());
    jest.mocked(userApi.curators).mockResolvedValue([]);
    renderAt('/cabinet');
    expect(await screen.findByRole('heading', { name: 'Личный кабинет' })).toBeInTheDocument();
    expect(document.title).toBe('Личный кабинет — АвтоДеталь');
    expect(screen.getByText('Иванов И. И.')).toBeInTheDocument();
    expect(screen.getByText('Розничный покупатель')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Разделы личного кабинета' });
    const links = within(sections)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/cabinet/profile',
      '/cabinet/balance',
      '/cabinet/notepad',
      '/orders',
      '/cabinet/delivery-addresses',
      '/cabinet/garage',
      '/refunds',
      '/replenishment/notes',
      '/cabinet/subscriptions',
    ]);
    expect(await screen.findByText(/Персональный менеджер пока не назначен/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Организация' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать API-ключ' })).not.toBeInTheDocument();
  });

  it('names a company whose name already carries its legal form once', async () => {
    const buyer = wholesaleBusiness();
    if (!buyer.company) throw new Error('the fixture has a company');
    setSession({ ...buyer, company: { ...buyer.company, name: 'ООО «Автомир»' } });
    jest.mocked(userApi.curators).mockResolvedValue([]);
    renderAt('/cabinet');
    const company = await screen.findByRole('region', { name: 'Организация' });
    expect(within(company).getByText('ООО «Автомир»')).toBeInTheDocument();
  });

  it('shows the markup, the company, the manager and the API key of a wholesale business buyer', async () => {
    setSession(wholesaleBusiness());
    jest
      .mocked(userApi.curators)
      .mockResolvedValue([
        { id: 3, name: 'Сергей Менеджеров', email: 'manager@example.com', phone: '+79780001111' },
      ]);
    jest.mocked(userApi.apiKey).mockResolvedValue({ apiKey: 'a1b2c3', ...issuedBySelf });
    renderAt('/cabinet');
    expect(await screen.findByText('Оптовый покупатель, наценка 15 %')).toBeInTheDocument();
    const company = screen.getByRole('region', { name: 'Организация' });
    expect(within(company).getByText('ООО «Автомир»')).toBeInTheDocument();
    expect(within(company).getByText('7707083893')).toBeInTheDocument();
    const manager = screen.getByRole('region', { name: 'Ваш менеджер' });
    expect(await within(manager).findByText('Сергей Менеджеров')).toBeInTheDocument();
    expect(within(manager).getByRole('link', { name: '+7 (978) 000-11-11' })).toHaveAttribute(
      'href',
      'tel:+79780001111',
    );
    expect(screen.getByRole('link', { name: 'Документация API' })).toHaveAttribute(
      'href',
      '/api/doc/customer',
    );
    await setupUser().click(screen.getByRole('button', { name: 'Показать API-ключ' }));
    expect(await screen.findByTestId('api-key')).toHaveTextContent('a1b2c3');
  });

  it('says a key issued before is shown once and issues a new one on request', async () => {
    setSession(wholesaleBusiness());
    jest.mocked(userApi.curators).mockResolvedValue([]);
    jest.mocked(userApi.apiKey).mockResolvedValue({ apiKey: null, ...issuedBySelf });
    jest.mocked(userApi.reissueApiKey).mockResolvedValue({ apiKey: 'f00d', ...issuedBySelf });
    renderAt('/cabinet');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Показать API-ключ' }));
    expect(await screen.findByText(/Ключ уже был выдан и показывается только один раз/)).toBeInTheDocument();
    expect(screen.queryByTestId('api-key')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выпустить новый ключ' }));
    expect(await screen.findByTestId('api-key')).toHaveTextContent('f00d');
    expect(userApi.reissueApiKey).toHaveBeenCalledTimes(1);
  });

  it('shows when and by whom the current key was issued before anything is asked', async () => {
    setSession(wholesaleBusiness());
    jest.mocked(userApi.curators).mockResolvedValue([]);
    jest.mocked(userApi.apiKeyInfo).mockResolvedValue(issuedBySelf);
    renderAt('/cabinet');
    expect(await screen.findByTestId('api-key-issue')).toHaveTextContent(
      'Текущий ключ выпущен 12.03.2025 14:05 вами.',
    );
    expect(userApi.apiKey).not.toHaveBeenCalled();
  });

  it('warns about a key whose issue is not recorded, and names another issuer', async () => {
    setSession(wholesaleBusiness());
    jest.mocked(userApi.curators).mockResolvedValue([]);
    jest.mocked(userApi.apiKeyInfo).mockResolvedValue({ hasKey: true, issuedAt: null, issuedBy: null });
    jest.mocked(userApi.reissueApiKey).mockResolvedValue({
      apiKey: 'cafe',
      hasKey: true,
      issuedAt: '2025-03-12T11:05:00Z',
      issuedBy: { self: false, name: 'Петров П. П.' },
    });
    jest
      .mocked(userApi.apiKey)
      .mockResolvedValue({ apiKey: null, hasKey: true, issuedAt: null, issuedBy: null });
    renderAt('/cabinet');
    expect(await screen.findByTestId('api-key-issue')).toHaveTextContent(
      /Когда и кем выпущен текущий ключ, не записано\. Если вы его не выпускали, выпустите новый/,
    );
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Показать API-ключ' }));
    await user.click(await screen.findByRole('button', { name: 'Выпустить новый ключ' }));
    expect(await screen.findByTestId('api-key')).toHaveTextContent('cafe');
    expect(screen.getByTestId('api-key-issue')).toHaveTextContent(
      'Текущий ключ выпущен 12.03.2025 14:05 пользователем Петров П. П.',
    );
  });

  it('revokes the key after the confirmation and can issue a new one afterwards', async () => {
    setSession(wholesaleBusiness());
    jest.mocked(userApi.curators).mockResolvedValue([]);
    jest.mocked(userApi.apiKey).mockResolvedValue({ apiKey: 'a1b2c3', ...issuedBySelf });
    jest.mocked(userApi.revokeApiKey).mockResolvedValue({ message: 'Ключ API отозван' });
    jest.mocked(userApi.reissueApiKey).mockResolvedValue({ apiKey: 'beef', ...issuedBySelf });
    renderAt('/cabinet');
    const user = setupUser();
    await user.click(await screen.findByRole('button', { name: 'Показать API-ключ' }));
    expect(await screen.findByTestId('api-key')).toHaveTextContent('a1b2c3');
    await user.click(screen.getByRole('button', { name: 'Отозвать ключ' }));
    expect(userApi.revokeApiKey).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText(/Ключ отозван/)).toBeInTheDocument();
    expect(userApi.revokeApiKey).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Ключ API отозван');
    expect(screen.queryByTestId('api-key')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Отозвать ключ' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('api-key-issue')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Выпустить новый ключ' }));
    expect(await screen.findByTestId('api-key')).toHaveTextContent('beef');
  });

  it('links an admin to the whole API documentation', async () => {
    setSession({ ...admin(), isAllowUseApi: true });
    jest.mocked(userApi.curators).mockResolvedValue([]);
    renderAt('/cabinet');
    expect(await screen.findByRole('link', { name: 'Документация API' })).toHaveAttribute('href', '/api/doc');
  });

  it('offers the admin panel to admins and a retry when managers fail to load', async () => {
    setSession(admin());
    jest.mocked(userApi.curators).mockRejectedValueOnce(httpError(500)).mockResolvedValueOnce([]);
    renderAt('/cabinet');
    expect(await screen.findByRole('link', { name: /Панель администратора/ })).toHaveAttribute(
      'href',
      '/cabinet/admin',
    );
    await setupUser().click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText(/Персональный менеджер пока не назначен/)).toBeInTheDocument();
  });
});
