/**
 * The protocol as JSON Schemas (draft 2020-12), generated from its zod schemas so the published
 * schemas (docs/embedding-schemas.json) cannot say anything the bridge does not check.
 */
import * as z from 'zod/mini';
import { analyticsEventSchema, credentialsSchema, hostEventSchema, marketplaceMessageSchema, PROTOCOL_VERSION } from './protocol.ts';

export function protocolJsonSchemas() {
  return {
    protocol: PROTOCOL_VERSION,
    /** Host → marketplace: the argument of `hostEvent`. */
    hostEvent: z.toJSONSchema(hostEventSchema),
    /** Marketplace → host: the argument of `marketplaceMessage`, as the host receives it. */
    marketplaceMessage: z.toJSONSchema(marketplaceMessageSchema),
    /** Marketplace → host on its own channel: the argument of `marketplaceAnalytics` (protocol 3). */
    analyticsEvent: z.toJSONSchema(analyticsEventSchema),
    /** The host's answer to a `credentials` message. */
    credentials: z.toJSONSchema(credentialsSchema),
  };
}
