import { screen, waitFor, within } from '@testing-library/react';
import type { Seller } from '@shop/shared';
import { httpError, setSession, setupUser } from '@shop/shared/testing';
import { toast } from '@shop/shared/ui';
import { admin } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { sellerApi } from './api';

jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('./api', () => ({ sellerApi: { get: jest.fn(), save: jest.fn() } }));

jest.setTimeout(60000);

/** The lazy page and antd load slowly on a busy machine. */
const firstLoad = { timeout: 20000 };

const seller: Seller = {
  name: 'ООО «Автозапчасти Крым»',
  inn: '9102012347',
  kpp: '910201001',
  ogrn: '1149102001234',
  legalAddress: '295034, Республика Крым, г. Симферополь, ул. Киевская, д. 139',
  officeAddress: 'Республика Крым, г. Симферополь, ул. Киевская, д. 139',
  phone: '+7 (978) 700-10-01',
  wholesalePhone: '+7 (978) 700-10-25',
  email: 'info@avtozapchasti.example',
  wholesaleEmail: 'opt@avtozapchasti.example',
  workTime: 'Пн–Пт 8:00–19:00',
  bankName: 'РНКБ Банк (ПАО), г. Симферополь',
  bik: '043510607',
  correspondentAccount: '30101810335100000607',
  settlementAccount: '40702810541000012345',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const { updatedAt: _updatedAt, ...data } = seller;

async function openForm() {
  setSession(admin());
  jest.mocked(sellerApi.get).mockResolvedValue(seller);
  const user = setupUser();
  renderAt('/cabinet/admin/seller');
  const form = await screen.findByRole('form', { name: 'Данные продавца' }, firstLoad);
  return { user, form };
}

describe('the seller’s data in the back office', () => {
  it('is a section of the back office, filled from the server, in groups', async () => {
    const { form } = await openForm();
    expect(screen.getByRole('link', { name: 'Данные магазина' })).toHaveAttribute(
      'href',
      '/cabinet/admin/seller',
    );
    expect(within(form).getByLabelText('ИНН')).toHaveValue('9102012347');
    expect(within(form).getByLabelText('Расчётный счёт')).toHaveValue('40702810541000012345');
    expect(within(form).getByLabelText('Телефон')).toHaveValue('+7 (978) 700-10-01');
    const groups = within(form)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(groups).toEqual(['Организация', 'Банк', 'Контакты']);
  });

  it('refuses a wrong ИНН by the server’s rule, in Russian, before any request', async () => {
    const { user, form } = await openForm();
    const inn = within(form).getByLabelText('ИНН');
    await user.clear(inn);
    await user.type(inn, '9102012348');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Неверный ИНН')).toBeInTheDocument();
    expect(sellerApi.save).not.toHaveBeenCalled();
  });

  it('saves the record with PUT and says so; the server’s refusals land on their fields', async () => {
    const { user, form } = await openForm();
    const phone = within(form).getByLabelText('Телефон');
    await user.clear(phone);
    await user.type(phone, '+7 (978) 555-44-33');
    jest
      .mocked(sellerApi.save)
      .mockRejectedValueOnce(httpError(403, { message: 'Доступ только для администраторов' }))
      .mockRejectedValueOnce(
        httpError(400, { violations: [{ propertyPath: 'phone', message: 'Номер уже занят другим офисом' }] }),
      )
      .mockResolvedValueOnce({ ...seller, phone: '+7 (978) 555-44-33' });
    await user.click(await within(form).findByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Доступ только для администраторов');
    await user.click(await within(form).findByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText('Номер уже занят другим офисом')).toBeInTheDocument();
    expect(sellerApi.save).toHaveBeenCalledWith({ ...data, phone: '+7 (978) 555-44-33' });

    await user.click(await within(form).findByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Сохранено'));
    expect(sellerApi.save).toHaveBeenCalledTimes(3);
    expect(await within(form).findByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('shows why the record did not load, with a retry', async () => {
    setSession(admin());
    jest.mocked(sellerApi.get).mockRejectedValueOnce(httpError(503, { message: 'База данных недоступна' }));
    renderAt('/cabinet/admin/seller');
    const alert = await screen.findByRole('alert', {}, firstLoad);
    expect(alert).toHaveTextContent('Не удалось загрузить данные магазина');
    expect(alert).toHaveTextContent('База данных недоступна');
  });
});
