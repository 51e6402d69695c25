/** The run-time configuration this help-desk page was served with (origins, allow lists) and the product it serves; defaults in development. */
import { pageRuntimeConfig, productHostOf } from '@marketplace/bridge/page-config';

export const runtime = pageRuntimeConfig();

/**
 * The product this page serves: the help desk's, or the text product's when loaded from that
 * product's origin (spec 1: help-desk and text-product variants, each public and framed).
 */
export const product = productHostOf(runtime, window.location.origin);
