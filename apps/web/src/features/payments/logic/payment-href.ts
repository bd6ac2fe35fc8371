/** The detail route of one payment: /payments/{id}. */
export function paymentHref(id: string): string {
  return `/payments/${encodeURIComponent(id)}`;
}
