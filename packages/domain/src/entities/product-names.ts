/**
 * How each product is named in messages and titles. Its own module, free of the product schema's
 * zod, so the framework-free hosts name their product without zod.
 */
import type { Product } from './product.ts';

/** How each product is named in messages ('Your {product} license is inactive…') and titles. */
export const productNames: Readonly<Record<Product, string>> = {
  livechat: 'LiveChat',
  helpdesk: 'HelpDesk',
  accounts: 'Accounts',
  chatbot: 'ChatBot',
  text: 'Text',
};

/** How plan tiers are written in the spec's messages ('Team and higher plans', 'Business and Enterprise plans'). */
export const planTierNames: Readonly<Record<string, string>> = {
  solo: 'Solo',
  starter: 'Starter',
  regular: 'Regular',
  basic: 'Basic',
  team: 'Team',
  pro: 'Pro',
  business: 'Business',
  premium: 'Premium',
  enterprise: 'Enterprise',
  enterpriseplus: 'Enterprise Plus',
};

/** A plan tier's name as the brand writes it ('business', 'BUSINESS' → 'Business', 'enterprise_plus' → 'Enterprise Plus'); an unknown one as it came. */
export const planTierName = (tier: string): string =>
  planTierNames[
    tier
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '')
  ] ?? tier;

/** Card brands as their issuers write them (spec 9: visa, master, mastercard, american express). */
const cardBrandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  mastercard: 'Mastercard',
  'american express': 'American Express',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  'diners club': 'Diners Club',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
};

/** 'visa' → 'Visa'; an unknown brand as it came. */
export const cardBrandName = (brand: string): string => cardBrandNames[brand.trim().toLowerCase()] ?? brand;
