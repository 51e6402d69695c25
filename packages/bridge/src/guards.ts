/**
 * Checks for everything that arrives from the other side: its origin against an allow list and
 * its shape against the protocol. Anything else is dropped (spec 5: messages from the framed host
 * are accepted only from allowed origins).
 */
import { analyticsEventSchema, BridgeError, BridgeErrorCode, hostEventSchema, marketplaceMessageSchema } from './protocol.ts';
import type { AnalyticsEvent, HostEvent, MarketplaceMessage } from './protocol.ts';

/** Exact origin match: scheme, host and port. No wildcards, no prefixes. */
export function isAllowedOrigin(origin: string, allowList: readonly string[]): boolean {
  return allowList.includes(origin);
}

export function parseHostEvent(data: unknown): HostEvent {
  const result = hostEventSchema.safeParse(data);
  if (!result.success) throw new BridgeError(BridgeErrorCode.InvalidMessage, `Invalid host event: ${result.error.message}`);
  return result.data;
}

export function parseMarketplaceMessage(data: unknown): MarketplaceMessage {
  const result = marketplaceMessageSchema.safeParse(data);
  if (!result.success) {
    throw new BridgeError(BridgeErrorCode.InvalidMessage, `Invalid marketplace message: ${result.error.message}`);
  }
  return result.data;
}

export function parseAnalyticsEvent(data: unknown): AnalyticsEvent {
  const result = analyticsEventSchema.safeParse(data);
  if (!result.success) throw new BridgeError(BridgeErrorCode.InvalidMessage, `Invalid analytics event: ${result.error.message}`);
  return result.data;
}
