/** Post sections the shop has: their headings and the page title. */
export const sections: Record<string, { title: string }> = {
  news: { title: 'Новости' },
  articles: { title: 'Статьи' },
};
