import { lazy } from 'react';

// What other features may use of products: the products, their dialog and platform select
// (a campaign's game), and the settings tab.
export { allProductsParams, useProduct, useProducts, useUploadImage } from './api/products-api.ts';
export { ProductDialog } from './dialogs/product-dialog.tsx';
export { GamePlatformSelect } from './sections/game-platform-select.tsx';

/** The Products settings tab; its code (and the data grid) downloads when it first renders. */
export const ProductsTab = lazy(() =>
  import('./sections/products-tab.tsx').then((m) => ({ default: m.ProductsTab })),
);
