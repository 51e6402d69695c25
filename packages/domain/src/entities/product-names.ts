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
