/**
 * A flag of a framed marketplace's first address that the host SDK, the frame and the server read
 * alike. A module of its own: the SDK's framed entry takes it without the run-time configuration.
 */

/** Which of its origin's registered products the host opens the frame in. */
export const productQueryFlag = 'product';
