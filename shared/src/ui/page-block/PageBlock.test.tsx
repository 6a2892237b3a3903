import { render, screen } from '@testing-library/react';
import { apiClient } from '../../api/index.js';
import { httpError } from '../../testing/http.js';
import { setSession } from '../../testing/session.js';
import { makeUser } from '../../testing/user.js';
import { PageBlock } from './PageBlock.js';

describe('PageBlock', () => {
  const get = jest.spyOn(apiClient, 'get');
  afterEach(() => get.mockReset());

  it('renders the block of the URL', async () => {
    setSession(null);
    get.mockResolvedValue({ data: { url: '/cart', content: '<p>Соберём сегодня</p>' } });
    render(<PageBlock url="/cart" />);
    expect(await screen.findByText('Соберём сегодня')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/page-block', { params: { url: '/cart' } });
  });

  it('a missing block: «Блок «{url}» не найден» to admins, nothing to customers', async () => {
    get.mockRejectedValue(httpError(404, { message: 'Блок «/cart» не найден' }));
    setSession(makeUser({ isAdmin: true }));
    const { unmount } = render(<PageBlock url="/cart" />);
    expect(await screen.findByText('Блок «/cart» не найден')).toBeInTheDocument();
    unmount();
    setSession(makeUser({ isAdmin: false }));
    const { container } = render(<PageBlock url="/cart" />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
  });
});
