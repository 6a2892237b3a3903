import { configure } from '@testing-library/react';
import { renderRoutesAt } from '@shop/shared/testing';
import routes from '../exposes/routes';

// The first lazy page of a test file loads antd from scratch, which takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** Renders the remote's routes (guards and lazy pages included) at `url`, with stand-ins for other pages. */
export const renderAt = (url: string) => renderRoutesAt(routes, url);
