/**
 * Coupons the demo platform accepts: percent off every line of a cart. The spec fixes no coupon
 * codes; these are documented in packages/server/README.md.
 */
export const coupons: Readonly<Record<string, number>> = {
  WELCOME10: 10,
  SPRING25: 25,
};

export function couponPercent(code: string): number | null {
  return coupons[code.trim().toUpperCase()] ?? null;
}
