/** Image addresses (spec 5): default image, CDN pass-through, protocol-relative or proxied. */

export type ImageConfig = {
  /** Shown when an app has no image. */
  defaultImage: string;
  /** The product's file CDN origin, e.g. 'https://cdn.files.example'; its addresses pass through. */
  fileCdn: string;
  /** Prefix of the image proxy; the address is appended URL-encoded. */
  proxy: string;
  /** The labs CDN proxy used in development instead of `proxy`. */
  labsProxy: string;
  development: boolean;
};

const withoutProtocol = (address: string) => address.replace(/^https?:/i, '');

/**
 * Secure addresses become protocol-relative (they follow the page's protocol); anything else
 * (plain http, relative paths) goes through the proxy so a secure page never loads insecure content.
 */
export function imageAddress(address: string | null | undefined, config: ImageConfig): string {
  const value = address?.trim() ?? '';
  if (value === '') return config.defaultImage;
  if (withoutProtocol(value).startsWith(withoutProtocol(config.fileCdn) + '/')) return value;
  if (/^https:\/\//i.test(value)) return withoutProtocol(value);
  if (value.startsWith('//')) return value;
  const proxy = config.development ? config.labsProxy : config.proxy;
  return proxy + encodeURIComponent(value);
}
