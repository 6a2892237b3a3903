import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, Nullable, Numeric, Timestamp } from './columns.js';

/** A stored original (an image or a PDF) at `/media/{path}`: its metadata; the bytes are in the media store. */
export interface MediaTable {
  id: Generated<number>;
  path: string;
  content_type: string;
  size: number;
  /** SHA-256 of the bytes, hex: the ETag of the original. */
  checksum: string;
  created_at: CreatedAt;
}

export type PostType = 'news' | 'articles' | 'popups';

export interface PostsTable {
  id: Generated<number>;
  type: PostType;
  slug: string;
  title: string;
  announce: Defaulted<string>;
  content: Defaulted<string>;
  main_image: Nullable<string>;
  /** Hours before a popup post may be shown again to the same browser. */
  show_popup_interval: Defaulted<number>;
  is_published: Defaulted<boolean>;
  /** A future date keeps a published post hidden until then. */
  published_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface CertificatesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: Defaulted<string>;
  /** Media path of the image or PDF. */
  file: string;
  sort: Defaulted<number>;
  is_published: Defaulted<boolean>;
  updated_at: CreatedAt;
}

export interface SlidesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: Defaulted<string>;
  image: string;
  link: Defaulted<string>;
  sort: Defaulted<number>;
  is_published: Defaulted<boolean>;
  updated_at: CreatedAt;
}

export interface CarouselsTable {
  id: Generated<number>;
  type: string;
  title: string;
  sort: Defaulted<number>;
  good_ids: Defaulted<number[]>;
  is_published: Defaulted<boolean>;
  updated_at: CreatedAt;
}

export interface PageBlocksTable {
  id: Generated<number>;
  url: string;
  content: Defaulted<string>;
  is_published: Defaulted<boolean>;
  updated_at: CreatedAt;
}

export interface PromotionsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  description: Defaulted<string>;
  image: Nullable<string>;
  /** Fraction of the price taken off the listed goods (0.1 is 10 %). */
  discount: Numeric;
  start_at: Timestamp;
  end_at: Timestamp;
  good_ids: Defaulted<number[]>;
  is_published: Defaulted<boolean>;
  updated_at: CreatedAt;
}

export interface CampaignSettingsTable {
  id: number;
  is_active: Defaulted<boolean>;
  is_toast_active: Defaulted<boolean>;
  is_modal_active: Defaulted<boolean>;
  /** Minutes a closed toast or modal stays hidden. */
  toast_show_time: Defaulted<number>;
  modal_show_time: Defaulted<number>;
  /** Minutes before the first toast or modal. */
  initial_delay: Numeric;
  /** Seconds before the toast moves to the next promotion. */
  toast_change_time: Defaulted<number>;
  toast_width: Defaulted<number>;
  updated_at: CreatedAt;
}

export interface ContentTables {
  media: MediaTable;
  posts: PostsTable;
  certificates: CertificatesTable;
  slides: SlidesTable;
  carousels: CarouselsTable;
  page_blocks: PageBlocksTable;
  promotions: PromotionsTable;
  campaign_settings: CampaignSettingsTable;
}
