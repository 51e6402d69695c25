/**
 * What the remote's `./Marketplace` is rendered with on the server: the server gives it, the
 * public shell passes it through (and reads the frame's product from it), the remote renders the
 * page from its data. `PageData` is the remote's own shape; the shell never looks inside it.
 */
import type { EmbeddingProduct } from '@marketplace/domain/page-runtime-config';

export interface ServerRender<PageData = unknown> {
  /** The path, query and hash the page was asked for (under the basename). */
  location: string;
  pageData: PageData;
  /** The platform's public origin on the server (the browser reads the page's run-time configuration). */
  platformOrigin?: string;
  /** A frame's: the product of the host framing it, as the server knows it from the request. */
  product?: EmbeddingProduct;
}
