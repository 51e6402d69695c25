/**
 * Reads an app's resources (GET /applications/{id}/resources). The spec does not show their
 * shape, so each known field is read on its own and a malformed one is simply left out.
 */
import type { AppResources } from '@marketplace/domain/entities/app';
import { z } from 'zod';

const changelogEntrySchema = z.object({ version: z.string(), date: z.string(), notes: z.string() });
const supportSchema = z.object({ email: z.string().optional(), website: z.string().optional() });

export interface AppDetailResources {
  features: string[];
  benefits: string[];
  support: { email?: string; website?: string };
  termsUrl: string | null;
  privacyPolicyUrl: string | null;
  /** How to set the app up, when the developer wrote a guide. */
  setupGuideUrl: string | null;
  changelog: Array<z.infer<typeof changelogEntrySchema>>;
}

const read = <T>(schema: z.ZodType<T>, value: unknown, fallback: T): T => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

/** Only http(s) and mailto addresses become links; anything else from the developer is dropped. */
export function safeUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function readResources(resources: AppResources | null | undefined): AppDetailResources {
  const source = resources ?? {};
  const support = read(supportSchema, source['support'], {});
  return {
    features: read(z.array(z.string()), source['features'], []),
    benefits: read(z.array(z.string()), source['benefits'], []),
    support: {
      ...(support.email ? { email: support.email } : {}),
      ...(safeUrl(support.website) ? { website: safeUrl(support.website) ?? '' } : {}),
    },
    termsUrl: safeUrl(read(z.string().nullable(), source['termsUrl'], null)),
    privacyPolicyUrl: safeUrl(read(z.string().nullable(), source['privacyPolicyUrl'], null)),
    setupGuideUrl: safeUrl(read(z.string().nullable(), source['setupGuideUrl'], null)),
    changelog: read(z.array(changelogEntrySchema), source['changelog'], []),
  };
}
