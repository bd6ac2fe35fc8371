/** PRODUCT.md: corner radius 8. */
export const RADIUS = 8;
