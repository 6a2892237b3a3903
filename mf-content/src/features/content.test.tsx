import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '@shop/shared/router';
import { contentRemoteApi, type Carousel, type PostPage } from '../api';
import { HomePage } from './home/HomePage';
import { PostListPage } from './posts/PostListPage';
import { CertificatesPage } from './certificates/CertificatesPage';
import { ActionPage } from './actions/ActionPage';

jest.mock('@shop/shared/api', () => ({
  ...jest.requireActual('@shop/shared/api'),
  contentApi: {
    page: jest.fn(async () => ({ slug: 'home', title: 'Автозапчасти в Крыму', content: '<p>Текст</p>' })),
  },
}));
jest.mock('../api', () => ({
  contentRemoteApi: {
    slides: jest.fn(),
    carousels: jest.fn(),
    carousel: jest.fn(),
    posts: jest.fn(),
    certificates: jest.fn(),
    promotion: jest.fn(),
  },
}));

const api = jest.mocked(contentRemoteApi);

function renderAt(path: string, pattern: string, element: React.ReactNode) {
  render(
    <RouterProvider router={createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] })} />,
  );
}

const post = (n: number) => ({
  id: n,
  type: 'news' as const,
  slug: `novost-${n}`,
  title: `Новость ${n}`,
  announce: 'Коротко',
  content: '',
  mainImage: n === 1 ? 'demo/posts/a.svg' : null,
  publishedAt: '2026-11-20T09:00:00Z',
});

describe('content pages', () => {
  it('home: the two tiles first, then slides, then the carousels with prices and links to offers', async () => {
    api.slides.mockResolvedValue([
      {
        slug: 'zima',
        title: 'Готовим машину к зиме',
        description: '',
        image: 'demo/slides/zima.svg',
        link: '/actions',
      },
    ]);
    api.carousels.mockResolvedValue([{ type: 'oils', title: 'Масла' }]);
    const carousel: Carousel = {
      type: 'oils',
      title: 'Масла',
      items: [
        {
          goodId: 1,
          brandName: 'MOTUL',
          number: '8100',
          name: 'Масло моторное',
          image: null,
          price: 4590,
          offersUrl: '/search?brandName=MOTUL&number=8100',
        },
      ],
    };
    api.carousel.mockResolvedValue(carousel);
    renderAt('/', '/', <HomePage />);
    const slide = await screen.findByAltText('Готовим машину к зиме');
    expect(slide).toHaveAttribute('src', '/media/cache/resolve/slide/demo/slides/zima.svg');
    const oils = await screen.findByRole('region', { name: 'Масла' });
    expect(within(oils).getByText(/4\s590/)).toBeInTheDocument();
    expect(within(oils).getByRole('link', { name: 'Предложения' })).toHaveAttribute(
      'href',
      '/search?brandName=MOTUL&number=8100',
    );
    expect(api.carousel).toHaveBeenCalledWith('oils', true);
    const tiles = screen.getByRole('region', { name: 'Каталоги' });
    expect(tiles.compareDocumentPosition(slide) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('news: ten a page with page links', async () => {
    const page: PostPage = {
      items: Array.from({ length: 10 }, (_, i) => post(i + 11)),
      total: 12,
      page: 2,
      perPage: 10,
    };
    api.posts.mockResolvedValue(page);
    renderAt('/posts/news?page=2', '/posts/:categoryType', <PostListPage />);
    expect(await screen.findByRole('heading', { name: 'Новости', level: 1 })).toBeInTheDocument();
    expect(api.posts).toHaveBeenCalledWith('news', 2);
    expect(screen.getByRole('link', { name: 'Новость 11' })).toHaveAttribute('href', '/posts/news/novost-11');
    expect(screen.getByRole('link', { name: '1' })).toHaveAttribute('href', '/posts/news');
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('an unknown post section is «Страница не найдена»', async () => {
    renderAt('/posts/recipes', '/posts/:categoryType', <PostListPage />);
    expect(await screen.findByText('Страница не найдена')).toBeInTheDocument();
  });

  it('certificates: images as thumbnails, PDFs as a badge', async () => {
    api.certificates.mockResolvedValue([
      { slug: 'a', title: 'Дилер', description: '', file: 'demo/a.png', isPdf: false },
      { slug: 'b', title: 'ISO 9001', description: '', file: 'demo/b.pdf', isPdf: true },
    ]);
    renderAt('/certificates', '/certificates', <CertificatesPage />);
    expect(await screen.findByText('PDF')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ISO 9001/ })).toHaveAttribute('href', '/certificates/b');
  });

  it('a promotion: discount as percent, period, goods linked to their offers', async () => {
    api.promotion.mockResolvedValue({
      id: 1,
      slug: 'masla',
      title: 'Скидка на масла',
      description: '<p>Описание</p>',
      image: null,
      discount: 0.1,
      startAt: '2026-11-01T00:00:00Z',
      endAt: '2026-12-31T00:00:00Z',
      goods: [{ id: 5, brandName: 'MOTUL', number: '8100', name: 'Масло моторное' }],
    });
    renderAt('/actions/masla', '/actions/:slug', <ActionPage />);
    expect((await screen.findByText(/Скидка 10/)).textContent).toBe('Скидка 10\u00a0%');
    expect(screen.getByText(/Сроки проведения: 01\.11\.2026 — 31\.12\.2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MOTUL 8100' })).toHaveAttribute(
      'href',
      '/search?brandName=MOTUL&number=8100',
    );
  });
});
