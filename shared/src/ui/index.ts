export * from './theme.js';
export * from './ShopProviders.js';
export * from './feedback.js';
export * from './useRequest.js';
export * from './HtmlContent.js';
export * from './useIsMobile.js';
export * from './pageData.js';
