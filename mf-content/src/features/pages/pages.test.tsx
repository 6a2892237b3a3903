import { render, screen } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { createMemoryRouter, RouterProvider } from '@shop/shared/router';
import { contentApi } from '../../api/content';
import type { Office, Seller } from '@shop/shared';
import { HomePage } from '../home/HomePage';
import { ContactsPage } from '../contacts/ContactsPage';
import { ContentPage } from './ContentPage';

jest.mock('../../api/content', () =>
  jest.requireActual('@shop/shared/testing/mocks').clientModuleMock(jest.requireActual('../../api/content')),
);
jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  contentApi: { page: jest.fn(), offices: jest.fn() },
}));

jest.mock('../../api', () => ({
  contentRemoteApi: { slides: jest.fn(async () => []), carousels: jest.fn(async () => []) },
}));

function renderPage(element: React.ReactNode) {
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

function notFound() {
  const headers = new AxiosHeaders();
  return new AxiosError('404', 'ERR_BAD_REQUEST', undefined, undefined, {
    status: 404,
    statusText: 'Not Found',
    data: { code: 404, message: 'Страница не найдена' },
    headers,
    config: { headers },
  });
}

const office: Office = {
  id: 1,
  name: 'Магазин на Киевской',
  address: 'Симферополь, ул. Киевская, 112',
  phone: '+7 (978) 000-12-34',
  email: 'simf@example.com',
  workTime: 'Пн–Сб 8:00–20:00',
  latitude: null,
  longitude: null,
  isMain: true,
};

test('the home page shows both catalog tiles and the welcome block', async () => {
  jest
    .mocked(contentApi.page)
    .mockResolvedValue({ slug: 'home', title: 'Добро пожаловать', content: '<p>Текст</p>' });
  renderPage(<HomePage />);
  expect(screen.getByRole('link', { name: /Каталоги запчастей/ })).toHaveAttribute(
    'href',
    '/catalogs/originals',
  );
  expect(screen.getByRole('link', { name: /Масла, жидкости и фильтры/ })).toHaveAttribute(
    'href',
    '/catalogs/oils',
  );
  expect(await screen.findByRole('heading', { name: 'Добро пожаловать' })).toBeInTheDocument();
  expect(contentApi.page).toHaveBeenCalledWith('home');
});

test('a content page shows a loading text, then its title and HTML', async () => {
  jest
    .mocked(contentApi.page)
    .mockResolvedValue({ slug: 'about', title: 'О компании', content: '<p>Мы в Крыму</p>' });
  renderPage(<ContentPage slug="about" />);
  expect(screen.getByRole('status')).toHaveTextContent('Загрузка страницы…');
  expect(await screen.findByRole('heading', { name: 'О компании' })).toBeInTheDocument();
  expect(screen.getByText('Мы в Крыму')).toBeInTheDocument();
});

test('a missing page says so in Russian', async () => {
  jest.mocked(contentApi.page).mockRejectedValue(notFound());
  renderPage(<ContentPage slug="nope" />);
  expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
});

test('a failed page offers to try again', async () => {
  jest.mocked(contentApi.page).mockRejectedValueOnce(new Error('network'));
  jest
    .mocked(contentApi.page)
    .mockResolvedValueOnce({ slug: 'oferta', title: 'Публичная оферта', content: '' });
  renderPage(<ContentPage slug="oferta" />);
  (await screen.findByRole('button', { name: 'Повторить' })).click();
  expect(await screen.findByRole('heading', { name: 'Публичная оферта' })).toBeInTheDocument();
});

test('contacts list every office', async () => {
  jest.mocked(contentApi.page).mockResolvedValue({ slug: 'contacts', title: 'Контакты', content: '' });
  jest.mocked(contentApi.offices).mockResolvedValue([office]);
  jest.mocked(contentApi.seller).mockResolvedValue(seller);
  renderPage(<ContactsPage />);
  expect(await screen.findByText('Магазин на Киевской')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '+7 (978) 000-12-34' })).toHaveAttribute(
    'href',
    'tel:+79780001234',
  );
});

const seller: Seller = {
  name: 'ООО «Тест»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1149102001234',
  legalAddress: 'г. Симферополь, ул. Киевская, д. 1',
  officeAddress: 'г. Симферополь, ул. Киевская, д. 2',
  phone: '+7 (978) 555-44-33',
  wholesalePhone: '+7 (978) 555-44-00',
  email: 'shop@example.com',
  wholesaleEmail: '',
  workTime: 'Пн–Пт 9:00–18:00',
  bankName: 'Банк',
  bik: '043510607',
  correspondentAccount: '30101810335100000607',
  settlementAccount: '40702810541000012345',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

test('contacts show the seller of GET /api/seller: office, phones, hours and requisites', async () => {
  jest.mocked(contentApi.page).mockResolvedValue({ slug: 'contacts', title: 'Контакты', content: '' });
  jest.mocked(contentApi.offices).mockResolvedValue([]);
  jest.mocked(contentApi.seller).mockResolvedValue(seller);
  renderPage(<ContactsPage />);
  const block = await screen.findByTestId('seller-contacts');
  expect(screen.getByRole('link', { name: seller.phone })).toHaveAttribute('href', 'tel:+79785554433');
  expect(screen.getByRole('link', { name: seller.wholesalePhone })).toHaveAttribute(
    'href',
    'tel:+79785554400',
  );
  expect(block).toHaveTextContent('ИНН 7707083893, КПП 773601001, ОГРН 1149102001234');
  expect(block).toHaveTextContent(seller.officeAddress);
  expect(block).toHaveTextContent(seller.workTime);
});
