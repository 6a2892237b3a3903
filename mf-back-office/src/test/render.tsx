import { renderRoutesAt } from '@shop/shared/testing';
import routes from '../exposes/routes';

/** Renders the remote's routes (guards and lazy pages included) at `url`, with stand-ins for other pages. */
export const renderAt = (url: string) => renderRoutesAt(routes, url);
