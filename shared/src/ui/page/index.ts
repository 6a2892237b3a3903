// The page frame of the search, cart and order pages: fonts, headings, loading, muted and hidden text.
export * from './ShopPage.js';
export * from './Loading.js';
