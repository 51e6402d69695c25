/**
 * What the screens read of an app without its schemas (app.ts, which re-exports these): the
 * category slugs, widget placements and the readers of customProps.
 */
import type { CustomPropFlag, CustomProps } from './app.ts';

/** The one way to read a customProps flag: only the string 'true' is true. */
export function readFlag(customProps: CustomProps | null | undefined, name: CustomPropFlag): boolean {
  return customProps?.[name] === 'true';
}

/** customProps.order is an integer string; anything else counts as 0. */
export function readOrder(customProps: CustomProps | null | undefined): number {
  const order = Number.parseInt(customProps?.order ?? '', 10);
  return Number.isFinite(order) ? order : 0;
}

/** The twelve category slugs of spec 2; a category's id is its slug. */
export const categorySlugs = [
  'e-commerce',
  'cms',
  'email-marketing',
  'analytics',
  'help-desk',
  'crm',
  'contact-management',
  'desktop-sharing',
  'lead-generation',
  'chatbots',
  'files-sharing',
  'social-media',
] as const;
export type CategorySlug = (typeof categorySlugs)[number];

/** Where an app's widget shows (app.ts widgetPlacementSchema). */
export const widgetPlacements = ['plugin', 'settings', 'fullscreen', 'messagebox', 'targeted-message'] as const;
