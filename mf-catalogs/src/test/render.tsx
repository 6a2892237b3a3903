import { renderRoutesAt } from '@shop/shared/testing';
import routes from '../exposes/routes';

/** Renders the remote's routes (lazy pages included) at `url`, with a stand-in showing where others lead. */
export const renderAt = (url: string) => renderRoutesAt(routes, url);
