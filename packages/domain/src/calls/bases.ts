/**
 * Where each group of calls of spec 7 lives on the platform origin (:4000). The api client joins
 * its configured host with these prefixes; the server mounts its routes under the same ones.
 * Documented in packages/server/README.md.
 */
export const callBases = {
  /** Platform calls `{host}/v2{path}`: applications, developers, feedback, carts, experts, assets. */
  platform: '/v2',
  /** The marketplace API shares the platform prefix (applications, installs, create-charge, resources). */
  marketplace: '/v2',
  /** Accounts: sign-in page, tokens, accounts, sessions, consents (per-product hosts all map here). */
  accounts: '/accounts',
  /** Billing `{billing host}/v2{path}`: direct and recurrent charges, price preview, cards, subscriptions. */
  billing: '/billing/v2',
  /** Product APIs, chosen by product: chat v2, help desk v1. */
  productApi: { livechat: '/api/livechat/v2', helpdesk: '/api/helpdesk/v1' },
  /** Notification service (POST /awaiting_apps). */
  notifications: '/notifications',
  /** Static data of the public site (page-data, slice-data). */
  staticData: '/marketplace',
} as const;
