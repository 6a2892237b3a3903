import type { ComponentType } from 'react';
import type { RouteObject } from '@shop/shared/router';

const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: () => load().then((Component) => ({ Component })),
});

/**
 * Routes of mf-catalogs (SPEC §2); each page is its own chunk. Static segments (`originals`, `oils`) outrank
 * `/catalogs/:catalogName`; the part page `/goods/:brandName/:number` belongs to mf-search.
 */
const routes: RouteObject[] = [
  page('/catalogs', () => import('../features/catalogs/CatalogsPage').then((m) => m.CatalogsPage)),
  page('/catalogs/originals', () =>
    import('../features/originals/OriginalsPage').then((m) => m.OriginalsPage),
  ),
  page('/catalogs/originals/vehicles', () =>
    import('../features/originals/VehiclesPage').then((m) => m.VehiclesPage),
  ),
  page('/catalogs/originals/vehicle', () =>
    import('../features/vehicle/VehiclePage').then((m) => m.VehiclePage),
  ),
  page('/catalogs/originals/unit', () => import('../features/unit/UnitPage').then((m) => m.UnitPage)),
  page('/catalogs/originals/:code', () => import('../features/wizard/WizardPage').then((m) => m.WizardPage)),
  page('/catalogs/oils', () => import('../features/oils/OilsPage').then((m) => m.OilsPage)),
  page('/catalogs/:catalogName', () =>
    import('../features/aftermarket/AftermarketPage').then((m) => m.AftermarketPage),
  ),
  page('/catalogs/:catalogName/:vin', () =>
    import('../features/aftermarket/AftermarketPage').then((m) => m.AftermarketPage),
  ),
  page('/goods', () => import('../features/goods/BrandsPage').then((m) => m.BrandsPage)),
  page('/goods/:brandName', () => import('../features/goods/BrandGoodsPage').then((m) => m.BrandGoodsPage)),
  page('/accessories', () =>
    import('../features/accessories/AccessoriesPage').then((m) => m.AccessoriesPage),
  ),
];

export default routes;
