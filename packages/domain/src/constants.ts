/** Business constants and limits of spec sections 5 and 9, each declared once. */

export const BASE_PATH = '/marketplace';
export const AGENT_APP_MARKETPLACE_PATH = '/apps/marketplace';

export const NOTIFICATION_AUTO_HIDE_MS = 4000;
export const RATING_NOTIFICATION_AUTO_HIDE_MS = 2000;

export const SEARCH_LIMIT = 200;
export const SEARCH_MIN_CHARACTERS = 2;
/** "another setting 5" of spec 9: the number of suggestions shown while typing. */
export const SEARCH_SUGGESTIONS = 5;
export const HIGHLIGHT_APPS_LIMIT = 6;

export const PUBLISHED_APPS_POLL_MS = 15_000;
export const CHARGE_POLL_MS = 2000;
export const UNINSTALL_WAIT_MS = 1000;
export const PURCHASED_CART_POLL_TRIES = 10;
export const PURCHASED_CART_POLL_MS = 250;
export const ADD_MULTIPLE_WAIT_MS = 500;
export const CONSENT_STATUS_DELAY_MS = 2000;
export const CACHE_SECONDS = 300;

export const CURRENCY = 'USD';
/** Yearly pricing: price × 0.85 × 12 (a 15 % discount). */
export const YEARLY_DISCOUNT_FACTOR = 0.85;
export const MONTHS_PER_YEAR = 12;

export const STAR_MIN = 1;
export const STAR_MAX = 5;
export const STRUCTURED_DATA_CATEGORY = 'BusinessApplication';

export const REGIONS = ['fra', 'fra-a', 'fra-b', 'dal'] as const;
export const EXPERT_SERVICES = ['training', 'chatbot-building', 'chat-agent-outsourcing', 'custom-development', 'product-implementation'] as const;
export const PLAN_TIERS = ['solo', 'starter', 'regular', 'basic', 'team', 'pro', 'business', 'premium', 'enterprise', 'enterpriseplus'] as const;
export const UTM_PARAMETERS = ['source', 'medium', 'campaign', 'content', 'term'] as const;

export const LOGIN_IFRAME_TIMEOUT_MS = 2500;
export const LOGIN_POPUP_WIDTH = 500;
export const LOGIN_POPUP_HEIGHT = 700;
export const LOGIN_POPUP_CLOSE_POLL_MS = 1000;
/** The marketplace's own OAuth client on the accounts sign-in page. */
export const MARKETPLACE_CLIENT_ID = 'marketplace';
export const TRANSACTION_DATA_TTL_MS = 30 * 60 * 1000;
/** How long a started checkout locks the cart (the cart shows the minutes left). */
export const CHECKOUT_LOCK_MINUTES = 15;

export const LAYOUT_MAX_WIDTH_PX = 1376;
export const HEADER_HEIGHT_PX = 90;
export const HASH_SCROLL_OFFSET_PX = 20;
export const FONT_WEIGHTS = [400, 500, 700] as const;

export const PAGE_DATA_RETRIES = 3;
/** Spec 9: a navigation still waiting for its screen after this long says so. */
export const DELAYED_LOAD_NOTICE_MS = 1000;

export const AGENTS_WITHOUT_ACCESS_MAX = 3;

/** Validation limits of spec 5. */
export const APP_REVIEW_TEXT = { min: 2, max: 255 } as const;
export const APP_REVIEW_NAME = { min: 2, max: 64 } as const;
export const EXPERT_REVIEW_TEXT = { min: 10, max: 2000 } as const;
export const EXPERT_REVIEW_NAME = { min: 3, max: 64 } as const;
export const DISCOUNT_PERCENT = { min: 0, belowMax: 100 } as const;

/** The app whose related apps are only apps with payment (spec 5). */
export const PAID_RELATED_ONLY_APP_ID = '18270';

/**
 * The one organisation whose users may not install (it has no billing rights, spec 5). The spec
 * does not name it; this is the id our platform seeds for it. Rules take it as an argument too.
 */
export const ORGANIZATION_WITHOUT_BILLING_ID = 'org-without-billing-rights';

/** Billing cycles of spec 9. */
export const BILLING_CYCLES = ['pay-once', 'pay-monthly', 'pay-yearly'] as const;

/**
 * Ids of the legacy integrations that are never tutorial-only (spec 5 calls it a fixed list but
 * does not show it): empty until the catalogue names them.
 */
export const LEGACY_INTEGRATION_IDS: readonly string[] = [];

/**
 * Money bounds: a price, and a charge's price × quantity, stay at most $1,000,000 in cents, far below
 * the int4 columns' 2^31 − 1, so no sum or product of them can overflow (the platform checks both).
 */
export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_CHARGE_QUANTITY = 10_000;
/** The longest billing period a charge may name: a year (spec 3: 1 means monthly, other values yearly). */
export const MAX_CHARGE_MONTHS = 12;
/** Dates the platform accepts from clients (expert visits): plausible calendar years only. */
export const PLAUSIBLE_YEARS = { min: 2000, max: 2100 } as const;

/** The page of reviews an address without choices shows (review-pages.ts reviewPageQuerySchema's defaults): what the server renders. */
export const FIRST_REVIEW_PAGE = { sort: 'recent', page: 1 } as const;
