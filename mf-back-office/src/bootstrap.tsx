import { renderStandalone } from '@shop/shared/app';
import routes from './exposes/routes';

renderStandalone(routes);
