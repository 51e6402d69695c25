/** What both charge calls of the billing API (spec 7) are created with, and their bound. */
import { z } from 'zod';
import { MAX_CHARGE_QUANTITY, MAX_PRICE_CENTS } from '../constants.ts';
import { formatPrice } from '../pricing.ts';
import { webAddressSchema } from '../web-address.ts';

/** Why a charge or a cart line above the bound every stored amount keeps moves no money. */
export const AMOUNT_TOO_LARGE = `A charge can be at most ${formatPrice(MAX_PRICE_CENTS)} (price times quantity).`;

/** The fields a direct and a recurrent charge share (they differ in `months` only). */
export const chargeBodyFields = {
  name: z.string().trim().min(1).max(200),
  price: z.number().int().positive().max(MAX_PRICE_CENTS),
  quantity: z.number().int().positive().max(MAX_CHARGE_QUANTITY).default(1),
  // Where the browser goes back after the charge: an http(s) address only (never javascript: or data:).
  return_url: webAddressSchema(),
  order_client_id: z.string().min(1).max(200),
  per_account: z.boolean().default(false),
  test: z.boolean().default(false),
  trial_days: z.number().int().nonnegative().max(365).default(0),
};

/** The bound on price times quantity, as a refinement of a charge body. */
export const chargeCapCheck = (body: { price: number; quantity: number }): boolean => body.price * body.quantity <= MAX_PRICE_CENTS;
export const chargeCapError = { message: AMOUNT_TOO_LARGE, path: ['quantity'] };
