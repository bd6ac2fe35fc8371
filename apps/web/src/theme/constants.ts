/** PRODUCT.md: corner radius 8. */
export const RADIUS = 8;

/** The dashboard header's height; toasts open below it, clear of the account menu. */
export const HEADER_HEIGHT = { mobile: 64, desktop: 72 };
