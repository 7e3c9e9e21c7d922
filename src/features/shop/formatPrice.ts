/** "4.99 USDT": two decimals, the coin's ticker after the amount as wallets show it. */
export function formatPrice(amount: number, currency: string): string {
  return `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${currency}`;
}
