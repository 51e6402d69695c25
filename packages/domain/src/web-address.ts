/**
 * Addresses the platform stores or sends a browser to are web addresses: http or https with a
 * host, never javascript:, data:, file: or a bare path. One rule for every URL field the platform
 * accepts (expert websites, an install's source, sign-in and charge return addresses), and for the
 * screens that decide what they send.
 */
import { z } from 'zod';

const MAX_LENGTH = 2048;

/** Whether `value` is an absolute http(s) address with a host (what the schemas below accept). */
export function isWebAddress(value: string): boolean {
  return webAddressSchema().safeParse(value).success;
}

/** An absolute http(s) address with a host, at most 2048 characters; `message` is the field's error. */
export function webAddressSchema(message = 'Please enter a web address starting with http:// or https://') {
  // z.url alone would take 'http:example.com' (the URL parser adds the slashes): the address must say them.
  return z
    .url({ protocol: /^https?$/, error: message })
    .max(MAX_LENGTH, message)
    .regex(/^https?:\/\/[^\s/?#]+/i, message);
}
