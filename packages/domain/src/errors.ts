/**
 * The error catalogue of spec 8 (and the other user-facing notices of spec 4–8) as one typed
 * table that screens and server both read, plus server-error parsing.
 * Messages may hold {placeholders}; fill them with catalogueMessage.
 */
import type { NotificationKind } from './entities/notification.ts';

export type CatalogueEntry = {
  readonly message: string;
  readonly kind: NotificationKind;
  /** The HTTP status that signals this situation, where the spec names one. */
  readonly status?: number;
  /** The server error code that signals this situation, where the spec names one. */
  readonly serverCode?: string;
  /** Where the browser goes afterwards, where the spec says so. */
  readonly redirectTo?: string;
};

/** Server error codes of the cart (spec 8). */
export const serverErrorCodes = {
  cartChecksum: 'PRODUCTS_CART_CHECKSUM',
  cartCheckoutStarted: 'PRODUCTS_CART_CHECKOUT_STARTED',
} as const;

export const errorCatalogue = {
  adBlock: {
    message: "There's been an error caused by AdBlock. Whitelist this site in AdBlock or add it to Trusted Sites in your browser.",
    kind: 'error',
  },
  alreadyInstalled: { message: 'Application is already installed.', kind: 'error' },
  cardChargeFailed: {
    message: 'Unfortunately, we were unable to charge your card. Please, ensure that all Credit Card details are valid and you have sufficient funds in the account.',
    kind: 'error',
  },
  /** Ours (My apps' Reactivate, billing-schedule reactivationNeedsCard): the spec has no words for it. */
  reactivationNeedsCard: {
    message: 'Add a card first: this subscription was frozen because its payment could not be taken without a card on file, and it would freeze again.',
    kind: 'error',
    // 422: the billing client reads the body of no other refusal (api/billing-client).
    status: 422,
    serverCode: 'card_required',
  },
  billingSideError: {
    message: "It looks like there's been an error on our side. Don't worry, your card details are valid. Please retry or contact our support.",
    kind: 'error',
  },
  cartTransactionFailed: {
    message: "We're sorry, but there's been an error and the transaction failed. Try again or contact our support.",
    kind: 'error',
  },
  chargeNotFound: { message: "This transaction doesn't exist.", kind: 'error', status: 404, redirectTo: '/' },
  cartLocked: {
    message: 'Your cart is currently blocked by the unfinished checkout process. Try again later.',
    kind: 'warning',
    status: 400,
    serverCode: serverErrorCodes.cartCheckoutStarted,
  },
  cartLoad: { message: "Cart couldn't be loaded. Please, contact our support.", kind: 'error' },
  cartCreate: { message: "Cart couldn't be created. Please, contact our support.", kind: 'error' },
  cartPlanUpdate: { message: "Cart couldn't be updated. Please, contact our support.", kind: 'error' },
  cartRemove: { message: "The product couldn't be removed from the cart. Please, contact our support.", kind: 'error' },
  cartAdd: { message: "The product couldn't be added to the cart. Please, contact our support.", kind: 'error' },
  cartAddMany: { message: "Products couldn't be added to the cart. Please, try again later or contact our support.", kind: 'error' },
  purchaseSuccess: { message: "You've successfully purchased the app", kind: 'success' },
  couponAdded: { message: 'The coupon has been added successfully.', kind: 'success' },
  couponFailed: { message: 'The coupon has failed due to the incorrect response status.', kind: 'error' },
  expertMessageSent: { message: 'Message sent successfully!', kind: 'success' },
  expertMessageFailed: { message: "We couldn't send the expert request", kind: 'error' },
  expertReviewSent: { message: 'Review sent to be verified!', kind: 'success' },
  expertReviewAlreadySent: { message: 'Review had already been sent!', kind: 'warning', status: 409 },
  expertReviewFailed: { message: "Expert review couldn't be sent", kind: 'error' },
  accessRequestSent: { message: 'Request sent!', kind: 'success' },
  accessRequestFailed: { message: 'Cannot send access request.', kind: 'error' },
  ratingSent: { message: 'Thank you for rating this app.', kind: 'success' },
  /** Shown with the reason appended (withReason). */
  ratingFailed: { message: 'Unable to rate this app, please try again or contact our support.', kind: 'error' },
  /** Ours ('My reviews'): the spec has no words for withdrawing a review. */
  reviewWithdrawn: { message: 'Your review has been withdrawn.', kind: 'success' },
  reviewWithdrawFailed: { message: "Your review couldn't be withdrawn. Please, try again or contact our support.", kind: 'error' },
  /** Ours (reviews in pages): a helpful vote and the developer's reply; failures add the platform's reason. */
  reviewVoted: { message: 'Thank you for your feedback.', kind: 'success' },
  reviewVoteFailed: { message: "Your vote couldn't be counted.", kind: 'error' },
  replySaved: { message: 'Your reply has been published.', kind: 'success' },
  replyFailed: { message: "Your reply couldn't be published.", kind: 'error' },
  /** Ours (My apps' Change plan): the spec has no words for it. */
  planChanged: { message: 'The plan of {app} has been changed to {plan}.', kind: 'success' },
  appInstalled: { message: 'Application installed successfully!', kind: 'success' },
  serviceActivated: { message: 'Service activated successfully!', kind: 'success' },
  /** Install failure shows the reason itself. */
  installFailed: { message: '{reason}', kind: 'error' },
  appUninstalled: { message: 'Application uninstalled successfully.', kind: 'success' },
  serviceDeactivated: { message: 'Service deactivated successfully.', kind: 'success' },
  uninstallFailed: { message: 'Uninstallation failed. Please, contact our support.', kind: 'error' },
  ghostLoginFailed: { message: 'Ghost login failed! Please contact support.', kind: 'error' },
  /** Persistent notice while support staff browse as a user (spec 4, ghost login). */
  ghostLoginBrowsing: { message: 'Browsing as {email}', kind: 'info' },
  /** Ours: support staff browse as a user (spec 1), so a ghost login changes nothing; the spec has no words for it. */
  ghostLoginReadOnly: { message: 'You are browsing as {email} with a ghost login: nothing can be installed, bought or changed for this account.', kind: 'info' },
  /** Ours: the spec hides apps under maintenance from lists but gives no words for the app's own page. */
  appUnderMaintenance: { message: 'This app is under maintenance: it cannot be installed or bought until the maintenance ends.', kind: 'info' },
  /** Spec 1's words: developers are pointed to the developer console instead. */
  ownApp: { message: 'Developers cannot buy their own app or service.', kind: 'info' },
  unauthorized: {
    message: "We couldn't authorize your request as you've been logged out. Log in and try again.",
    kind: 'error',
    status: 401,
    redirectTo: '/marketplace',
  },
  tokenInfoFailed: { message: 'Cannot fetch token info', kind: 'error' },
  userDataFailed: { message: 'Cannot fetch user data', kind: 'error' },
  licenseInactive: { message: 'Your {product} license is inactive. Go to {product} app and activate it.', kind: 'error' },
  unauthorizedTransaction: { message: 'Unauthorized transaction', kind: 'error' },
  unexpected: { message: 'Unexpected error', kind: 'error' },
  /** Ours: rejecting (or otherwise ending) a checkout of a cart whose checkout never started. */
  checkoutNotStarted: { message: 'This cart has no checkout in progress, so there is nothing to cancel.', kind: 'warning' },
  /** Recurrent charge polling ended declined or cancelled (spec 4). */
  paymentDeclined: { message: 'Payment declined', kind: 'error' },
  paymentCancelled: { message: 'Payment cancelled', kind: 'error' },
  /** Direct charge polling ended failed (spec 4). */
  paymentFailed: { message: 'Payment failed', kind: 'error' },
  /** Install permission messages (spec 6). */
  notEnoughPermissions: { message: 'You do not have enough permissions to install applications.', kind: 'error' },
  contactLicenseOwner: { message: 'To install contact the owner of the {product} license.', kind: 'info' },
  planTeamAndHigher: { message: 'This app is currently available only for Team and higher plans', kind: 'info' },
  planBusinessAndEnterprise: { message: 'This app is currently available only for Business and Enterprise plans', kind: 'info' },
  planEnterprise: { message: 'This app is currently available only for the Enterprise plan', kind: 'info' },
  /** Install notes after a cart purchase (spec 4). */
  notePaymentFailed: { message: 'Payment failed', kind: 'error' },
  noteProductInactive: { message: 'Was not installed, please activate {product} first', kind: 'warning' },
  noteContactSupport: { message: 'Was not installed, please contact support', kind: 'error' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** Replaces every {name} with params[name]; unknown placeholders stay as they are. */
export function fillMessage(template: string, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The catalogue's message for `code`, placeholders filled. */
export function catalogueMessage(code: ErrorCode, params: Readonly<Record<string, string>> = {}): string {
  return fillMessage(errorCatalogue[code].message, params);
}

/** A message followed by its reason, when there is one ('… contact our support. Rate limited'). */
export function withReason(message: string, reason: string | null | undefined): string {
  const detail = reason?.trim() ?? '';
  return detail === '' ? message : `${message} ${detail}`;
}

/** Login errors of spec 8. */
export const loginErrors = ['invalid_request', 'unauthorized_client', 'access_denied', 'unsupported_response_type', 'unauthorized', 'Timeout'] as const;
export type LoginError = (typeof loginErrors)[number];

export type ServerError = { code: string | null; message: string };

/**
 * Server errors may take the form 'code:detail': split at the first colon into code and message.
 * Without a colon the whole text is the message; an empty text is 'Unexpected error'.
 */
export function parseServerError(text: string | null | undefined): ServerError {
  const value = text?.trim() ?? '';
  if (value === '') return { code: null, message: errorCatalogue.unexpected.message };
  const colon = value.indexOf(':');
  if (colon === -1) return { code: null, message: value };
  const code = value.slice(0, colon).trim();
  const message = value.slice(colon + 1).trim();
  return { code: code === '' ? null : code, message: message === '' ? code : message };
}

/** A failed request with no status is what an ad blocker leaves behind. */
export function isAdBlockFailure(status: number | null | undefined): boolean {
  return status === null || status === undefined || status === 0;
}

export type CartAction = 'load' | 'create' | 'updatePlan' | 'remove' | 'add' | 'addMany' | 'checkout' | 'purchase' | 'coupon';

/** What the screen does with a failed cart call (spec 8, cart locked). */
export type CartFailure =
  /** Warn with cartLocked and reload the cart. */
  | { kind: 'locked'; code: 'cartLocked' }
  /** The purchase is rejected with the checksum code (the cart changed under the checkout). */
  | { kind: 'checksum'; serverCode: typeof serverErrorCodes.cartChecksum }
  | { kind: 'error'; code: ErrorCode };

const cartErrorOf: Readonly<Record<CartAction, ErrorCode>> = {
  load: 'cartLoad',
  create: 'cartCreate',
  updatePlan: 'cartPlanUpdate',
  remove: 'cartRemove',
  add: 'cartAdd',
  addMany: 'cartAddMany',
  checkout: 'cartTransactionFailed',
  purchase: 'cartTransactionFailed',
  coupon: 'couponFailed',
};

/** HTTP 400 with the checkout-started code warns; a purchase 400 with the checksum code rejects with it. */
export function cartFailure(action: CartAction, status: number | null, serverCode: string | null): CartFailure {
  if (status === 400 && serverCode === serverErrorCodes.cartCheckoutStarted) return { kind: 'locked', code: 'cartLocked' };
  if (action === 'purchase' && status === 400 && serverCode === serverErrorCodes.cartChecksum) {
    return { kind: 'checksum', serverCode: serverErrorCodes.cartChecksum };
  }
  return { kind: 'error', code: cartErrorOf[action] };
}

/**
 * The purchase confirmation for `count` apps bought together: the spec's words for one app, the
 * same sentence in the plural for several (a cart).
 */
export function purchaseSuccessMessage(count: number): string {
  return count === 1 ? catalogueMessage('purchaseSuccess') : `You've successfully purchased ${count} apps`;
}
