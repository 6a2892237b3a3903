import { screen, waitFor } from '@testing-library/react';
import { toast } from '@shop/shared/ui';
import { httpError, renderRoutesAt, setSession, setupUser } from '@shop/shared/testing';
import { makeOffer, makeUser, mannW71275 } from '../../test/fixtures';
import { WatchButton } from './WatchButton';
import { watchApi } from './watchApi';

jest.mock('@shop/shared/ui', () => jest.requireActual('@shop/shared/testing/mocks').uiModuleMock());
jest.mock('./watchApi', () => ({ watchApi: { add: jest.fn() } }));

const renderButton = (good = mannW71275()) =>
  renderRoutesAt([{ path: '/search', element: <WatchButton good={good} /> }], '/search');

beforeEach(() => {
  setSession(makeUser());
  jest.mocked(watchApi.add).mockReset();
});

describe('WatchButton', () => {
  it('asks for an arrival mail for a part nobody has, and links to the subscriptions', async () => {
    jest.mocked(watchApi.add).mockResolvedValue({ id: 3 });
    renderButton(mannW71275([makeOffer('own-1', { amount: 0 })]));
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Сообщить о поступлении' }));
    await waitFor(() => expect(watchApi.add).toHaveBeenCalledWith(1, 'arrival'));
    expect(await screen.findByRole('link', { name: 'Мои подписки' })).toHaveAttribute(
      'href',
      '/cabinet/subscriptions',
    );
    expect(toast.success).toHaveBeenCalledWith('Сообщим о поступлении письмом');
  });

  it('asks for a price drop mail for a part in stock; a refusal is told', async () => {
    jest.mocked(watchApi.add).mockRejectedValue(httpError(400, { message: 'Запчасти нет в наличии' }));
    renderButton();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: 'Сообщить о снижении цены' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Не удалось подписаться', 'Запчасти нет в наличии'),
    );
    expect(watchApi.add).toHaveBeenCalledWith(1, 'priceDrop');
  });
});
