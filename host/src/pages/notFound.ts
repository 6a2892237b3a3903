/** The catch-all route's id: the server answers 404 when it is the page a URL matched (server/render.tsx). */
export const NOT_FOUND_ROUTE_ID = 'not-found';
export const NOT_FOUND_TITLE = 'Страница не найдена';
