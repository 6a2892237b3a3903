import { render, screen } from '@testing-library/react';
import type { Seller } from '@shop/shared';
import { apiClient } from '@shop/shared/api';
import { createMemoryRouter, RouterProvider } from '@shop/shared/router';
import { Footer } from './Footer';
import { phoneHref, useSeller } from './seller';

const seller: Seller = {
  name: 'ООО «Тест»',
  inn: '7707083893',
  kpp: '773601001',
  ogrn: '1149102001234',
  legalAddress: 'г. Симферополь, ул. Киевская, д. 1',
  officeAddress: 'г. Симферополь, ул. Киевская, д. 2',
  phone: '+7 (978) 555-44-33',
  wholesalePhone: '',
  email: 'shop@example.com',
  wholesaleEmail: '',
  workTime: 'Пн–Пт 9:00–18:00',
  bankName: 'Банк',
  bik: '043510607',
  correspondentAccount: '30101810335100000607',
  settlementAccount: '40702810541000012345',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function WithSeller() {
  return <Footer seller={useSeller()} />;
}

test('the footer shows the phone, e-mail, hours and office of GET /api/seller, no copy of its own', async () => {
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue({ data: seller });
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: <WithSeller /> }])} />);
  const phone = await screen.findByRole('link', { name: seller.phone });
  expect(phone).toHaveAttribute('href', 'tel:+79785554433');
  expect(screen.getByRole('link', { name: seller.email })).toHaveAttribute('href', 'mailto:shop@example.com');
  expect(screen.getByTestId('footer-contacts')).toHaveTextContent(seller.workTime);
  expect(screen.getByTestId('footer-contacts')).toHaveTextContent(seller.officeAddress);
  expect(screen.getByText(/ИНН 7707083893/)).toBeInTheDocument();
  expect(get).toHaveBeenCalledWith('/api/seller');
  get.mockRestore();
});

test('phone links: + and digits, a leading 8 read as +7', () => {
  expect(phoneHref('+7 (3652) 00-00-00')).toBe('tel:+73652000000');
  expect(phoneHref('8 978 555-44-33')).toBe('tel:+79785554433');
});
