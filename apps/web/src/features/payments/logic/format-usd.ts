const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1234.5 -> "$1,234.50". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}
