import { configure } from '@testing-library/react';
import { renderRoutesAt } from '@shop/shared/testing';
import routes from '../exposes/routes';

// The first lazy page of a test file loads antd from scratch, which takes longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** Renders the cart route alone: any page it navigates to is a stand-in showing the location. */
export const renderCart = (url = '/cart') =>
  renderRoutesAt(
    routes.filter((route) => route.path === '/cart'),
    url,
  );
