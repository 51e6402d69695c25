/**
 * Another company's host pages, on origins that are none of the product's five: the browser is
 * given them by the test (route.fulfill), so no server or name resolution is needed. The first is
 * registered in MARKETPLACE_EMBEDDERS by global-setup.ts; the second is not.
 */
export const THIRD_PARTY_ORIGIN = 'http://crm.example.test';
export const UNREGISTERED_ORIGIN = 'http://unregistered.example.test';
