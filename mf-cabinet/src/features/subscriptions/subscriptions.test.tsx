import { screen, waitFor, within } from '@testing-library/react';
import { toast } from '@shop/shared/ui';
import { httpError, setSession, setupUser } from '@shop/shared/testing';
import { wholesaleBusiness } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { subscriptionsApi, type Subscriptions } from './subscriptionsApi';

jest.mock('@shop/shared/api', () => jest.requireActual('../../test/mocks').apiModuleMock());
jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('./subscriptionsApi', () => ({
  subscriptionsApi: { load: jest.fn(), setTopic: jest.fn(), removeWatch: jest.fn() },
}));

jest.setTimeout(30000);

const data = (): Subscriptions => ({
  topics: [
    { topic: 'orderStatus', name: 'Изменение статуса заказа', subscribed: true },
    { topic: 'promotions', name: 'Акции и специальные предложения', subscribed: false },
    { topic: 'news', name: 'Новости магазина', subscribed: false },
  ],
  watches: [
    {
      id: 5,
      kind: 'arrival',
      good: { id: 9, number: 'W 712/75', name: 'Фильтр масляный', brand: { name: 'MANN-FILTER' } },
      price: null,
      createdAt: '2026-11-24T10:00:00Z',
      notifiedAt: null,
    },
  ],
});

beforeEach(() => {
  setSession(wholesaleBusiness());
  jest.mocked(subscriptionsApi.load).mockResolvedValue(data());
  jest.mocked(subscriptionsApi.setTopic).mockReset();
  jest.mocked(subscriptionsApi.removeWatch).mockReset();
});

describe('/cabinet/subscriptions', () => {
  it('switches a topic at once and back when the server refuses', async () => {
    jest
      .mocked(subscriptionsApi.setTopic)
      .mockRejectedValueOnce(httpError(503, { message: 'Сервис временно недоступен' }));
    renderAt('/cabinet/subscriptions');
    const user = setupUser();
    const news = await screen.findByRole('switch', { name: 'Новости магазина' });
    expect(news).not.toBeChecked();
    await user.click(news);
    await waitFor(() => expect(subscriptionsApi.setTopic).toHaveBeenCalledWith('news', true));
    await waitFor(() => expect(news).not.toBeChecked());
    expect(toast.error).toHaveBeenCalledWith('Не удалось изменить подписку', 'Сервис временно недоступен');

    jest
      .mocked(subscriptionsApi.setTopic)
      .mockResolvedValueOnce(
        data().topics.map((topic) => (topic.topic === 'news' ? { ...topic, subscribed: true } : topic)),
      );
    await user.click(news);
    await waitFor(() => expect(news).toBeChecked());
  });

  it('lists the part watches and removes one', async () => {
    jest.mocked(subscriptionsApi.removeWatch).mockResolvedValue(undefined);
    renderAt('/cabinet/subscriptions');
    const user = setupUser();
    const list = await screen.findByRole('list', { name: 'Подписки на запчасти' });
    expect(within(list).getByRole('link', { name: 'MANN-FILTER W 712/75' })).toHaveAttribute(
      'href',
      '/goods/MANN-FILTER/W%20712%2F75',
    );
    expect(within(list).getByText('Сообщить о поступлении')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Удалить подписку на MANN-FILTER W 712/75' }));
    await waitFor(() => expect(subscriptionsApi.removeWatch).toHaveBeenCalledWith(5));
    expect(await screen.findByText(/Вы пока не подписаны на запчасти/)).toBeInTheDocument();
  });
});
