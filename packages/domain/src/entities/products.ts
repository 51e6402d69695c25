/**
 * The product values and marketplace variants (spec 1) as plain lists: product.ts builds its
 * schemas from them, and the first view reads them without loading a schema.
 */
export const products = ['livechat', 'helpdesk', 'accounts', 'chatbot', 'text'] as const;
export type Product = (typeof products)[number];

/** The products that carry a subscription and a licence (spec 3, subscription per product). */
export const licensedProducts = ['livechat', 'helpdesk'] as const;

/** The licensed product whose card pays for an app of `product` (text and chatbot apps bill on chat). */
export const billedProduct = (product: string): (typeof licensedProducts)[number] => (product === 'helpdesk' ? 'helpdesk' : 'livechat');

/**
 * Where the marketplace runs: the public site, the agent-app embedded version, and the help-desk
 * and text-product variants, each public or framed.
 */
export const variants = ['public', 'agent-app', 'helpdesk', 'helpdesk-framed', 'text', 'text-framed'] as const;
export type Variant = (typeof variants)[number];
