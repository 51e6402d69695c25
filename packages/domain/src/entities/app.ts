/** App and what hangs off it: payment, customProps, category, widget, screenshot (spec 3). */
import { z } from 'zod';
import { centsSchema, idSchema, optionalDateSchema } from './common.ts';
import { productSchema } from './product.ts';
import { widgetPlacements } from './app-fields.ts';

export { categorySlugs, readFlag, readOrder, type CategorySlug } from './app-fields.ts';

export const flagStringSchema = z.enum(['true', 'false']);
const flag = flagStringSchema.optional();
const value = z.string().optional();

/** customProps: all strings on the wire (spec 3). Unknown keys are dropped. */
export const customPropsSchema = z.object({
  /** Integer string: the custom order used by the recommended sort and search ranking. */
  order: value,
  discountFrom: value,
  discountTo: value,
  discountPercent: value,
  usingBeta: flag,
  hiddenForBeta: flag,
  isService: flag,
  isPremium: flag,
  isTeamPlan: flag,
  verified: flag,
  isAiPowered: flag,
  internalProduct: flag,
  agentAppReport: flag,
  alternativeSettingUrl: value,
  alternativeFullscreenPath: value,
  directInstallUrlInNewTab: flag,
  finishInstallUrl: value,
  finishInstallCopy: value,
  trustedUrl: value,
  onlyOwnerCanInstall: flag,
  /**
   * Our addition: comma-separated collection tags (e.g. 'staff-top-picks,starter-pack'); see
   * collections.ts for how an app belongs to a collection.
   */
  collections: value,
});
export type CustomProps = z.infer<typeof customPropsSchema>;

/** The names of the customProps that are flags. */
export type CustomPropFlag = {
  [K in keyof CustomProps]-?: NonNullable<CustomProps[K]> extends z.infer<typeof flagStringSchema> ? K : never;
}[keyof CustomProps];

export const categorySchema = z.object({ id: z.string(), name: z.string() });

export const widgetPlacementSchema = z.enum(widgetPlacements);
export type WidgetPlacement = z.infer<typeof widgetPlacementSchema>;

export const widgetSchema = z.object({ id: z.string(), placement: widgetPlacementSchema, url: z.string().optional() });

export const screenshotSchema = z.object({ large: z.string(), small: z.string().optional(), caption: z.string().optional() });
export type Screenshot = z.infer<typeof screenshotSchema>;

/** How an app is charged: a one-time direct charge or a recurrent charge. */
export const chargeFrequencySchema = z.enum(['direct_charge', 'recurrent_charge']);
export type ChargeFrequency = z.infer<typeof chargeFrequencySchema>;

/**
 * Payment of an app. months: 1 means monthly, another value yearly, absent (null) once.
 * oldPrice and discountPercent are present only while a discount applies.
 */
export const appPaymentSchema = z.object({
  price: centsSchema,
  frequency: chargeFrequencySchema,
  perAccount: z.boolean(),
  months: z.number().int().positive().nullable().optional(),
  trialDays: z.number().int().nonnegative(),
  creditCardRequired: z.boolean(),
  oldPrice: centsSchema.optional(),
  discountPercent: z.number().optional(),
});
export type AppPayment = z.infer<typeof appPaymentSchema>;

/** Words the search matched, per field (filled by search.ts, never stored). */
export const matchedWordsSchema = z.object({
  name: z.array(z.string()),
  shortDescription: z.array(z.string()),
  longDescription: z.array(z.string()),
  categoryName: z.array(z.string()),
});
export type MatchedWords = z.infer<typeof matchedWordsSchema>;

export const appSchema = z.object({
  id: idSchema,
  slug: z.string(),
  name: z.string(),
  /** Empty (or absent) means the chat product: read it through productOfApp (apps.ts). */
  product: z
    .union([productSchema, z.literal('')])
    .nullable()
    .optional(),
  shortDescription: z.string(),
  longDescription: z.string(),
  screenshots: z.array(screenshotSchema),
  icon: z.string(),
  category: categorySchema,
  types: z.array(z.string()),
  languages: z.array(z.string()),
  industries: z.array(z.string()),
  country: z.string().nullable(),
  widgets: z.array(widgetSchema),
  hidden: z.boolean(),
  underMaintenance: z.boolean(),
  theme: z.string().nullable(),
  tutorialUrl: z.string().nullable(),
  installations: z.number().int().nonnegative(),
  publishedAt: optionalDateSchema,
  /** Ours (beyond the spec): when the developer last changed the app; the 'recently updated' sort reads it. */
  updatedAt: optionalDateSchema.optional(),
  submittedAt: optionalDateSchema,
  acceptedAt: optionalDateSchema,
  installable: z.boolean(),
  directInstallUrl: z.string().nullable(),
  elements: z.object({ onboarding: z.string().nullable().optional() }).optional(),
  authorization: z.object({ clientId: z.string() }).nullable().optional(),
  payment: appPaymentSchema.nullable(),
  customProps: customPropsSchema,
  rating: z.number().nullable().optional(),
  /** Ours (beyond the spec): how many rated the app, beside its average. */
  ratingVotes: z.number().int().nonnegative().optional(),
  /** Who built the app: the developer profile and the organisation that owns it (own-app rule). */
  developerId: z.string().nullable().optional(),
  organizationId: z.string().nullable().optional(),
  matchedWords: matchedWordsSchema.optional(),
});
export type App = z.infer<typeof appSchema>;

/**
 * The summary of a published app, so the first view carries no more than it shows: what a card shows and what
 * listing, filters, sorts and search read, with what the card's install and buy buttons decide on
 * (installable, the direct-install address, the authorization client) — without screenshots,
 * widget addresses, dates and elements, which only the app's detail page shows (it reads the
 * whole app). The long description stays: search ranks matches in it (spec 5). Parsing a whole
 * app with it leaves the summary (zod drops the keys it does not name).
 */
export const appSummarySchema = appSchema
  .omit({
    screenshots: true,
    widgets: true,
    submittedAt: true,
    acceptedAt: true,
    elements: true,
    matchedWords: true,
  })
  .extend({ widgets: z.array(widgetSchema.pick({ id: true, placement: true })) });
export type AppSummary = z.infer<typeof appSummarySchema>;

/** Resources fetched per app id (GET /applications/{id}/resources): shape not shown by the spec. */
export const appResourcesSchema = z.record(z.string(), z.unknown());
export type AppResources = z.infer<typeof appResourcesSchema>;
