import type { Promotion } from '@shop/shared';
import { apiClient } from '@shop/shared/api';

/** The content remote's calls and shapes (api/src/content). Media fields are paths of the media store. */
export interface Post {
  id: number;
  type: 'news' | 'articles' | 'popups';
  slug: string;
  title: string;
  announce: string;
  content: string;
  mainImage: string | null;
  publishedAt: string;
}

export interface PostPage {
  items: Post[];
  total: number;
  page: number;
  perPage: number;
}

export interface Certificate {
  slug: string;
  title: string;
  description: string;
  file: string;
  isPdf: boolean;
}

export interface Slide {
  slug: string;
  title: string;
  description: string;
  image: string;
  link: string;
}

export interface CarouselSummary {
  type: string;
  title: string;
}

export interface CarouselItem {
  goodId: number;
  brandName: string;
  number: string;
  name: string;
  image: string | null;
  price: number;
  offersUrl: string;
}

export interface Carousel extends CarouselSummary {
  items: CarouselItem[];
}

export interface PromotionDetails extends Promotion {
  goods: { id: number; brandName: string; number: string; name: string }[];
}

const get = <T>(url: string, params?: Record<string, string>) =>
  apiClient.get<T>(url, params ? { params } : undefined).then((response) => response.data);
const part = encodeURIComponent;

export const contentRemoteApi = {
  posts: (type: string, page: number) => get<PostPage>(`/api/posts/${part(type)}`, { page: String(page) }),
  post: (type: string, slug: string) => get<Post>(`/api/posts/${part(type)}/${part(slug)}`),
  certificates: () => get<Certificate[]>('/api/certificates'),
  certificate: (slug: string) => get<Certificate>(`/api/certificates/${part(slug)}`),
  slides: () => get<Slide[]>('/api/slides'),
  carousels: () => get<CarouselSummary[]>('/api/carousels'),
  carousel: (type: string, stockOnly: boolean) =>
    get<Carousel>(`/api/carousel/${part(type)}`, stockOnly ? { stockOnly: '1' } : undefined),
  promotions: () => get<Promotion[]>('/api/actions_campaign'),
  promotion: (slug: string) => get<PromotionDetails>(`/api/actions_campaign/${part(slug)}`),
};
