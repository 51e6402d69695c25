/**
 * Partner experts on screen: the contact and review forms (spec 3 fields, spec 5 limits), the
 * expert services filter kept in the query string (spec 9 values) and the profile's tabs (spec 2).
 * The schemas and their messages live with the entity (entities/expert.ts); this file turns what a
 * person typed into either one message per field or the body the platform expects.
 */
import { EXPERT_SERVICES } from './constants.ts';
import type { Expert, ExpertMessage, ExpertReview, ExpertService } from './entities/expert.ts';
import { parseQuery } from './query-string.ts';
import { validateExpertMessage, validateExpertReview } from './reviews.ts';

/** Partner profile tabs (spec 2). */
export const expertProfileTabs = ['description', 'contact', 'testimonials'] as const;
export type ExpertProfileTab = (typeof expertProfileTabs)[number];

/** Partner page tabs (spec 2): a partner's apps, services and how to contact them. */
export const partnerPageTabs = ['apps', 'services', 'contact'] as const;
export type PartnerPageTab = (typeof partnerPageTabs)[number];

/** What the contact form asks for (spec 3: email, name, surname, website, message). */
export interface ExpertContactForm {
  email: string;
  name: string;
  surname: string;
  website: string;
  message: string;
}

/** What the review form asks for (spec 3: email, comment, name, website). */
export interface ExpertReviewForm {
  email: string;
  name: string;
  website: string;
  comment: string;
}

export type ExpertFormKind = 'contact' | 'review';
type FieldOf<K extends ExpertFormKind> = K extends 'contact' ? keyof ExpertContactForm : keyof ExpertReviewForm;
export type ExpertFormErrors<K extends ExpertFormKind> = Partial<Record<FieldOf<K>, string>>;

/**
 * The form's typed email is where the expert answers; `userEmail` is the account that sends it
 * (the signed-in user's address, or the typed one when the account has none).
 */
const withUserEmail = <T extends { email: string }>(form: T, userEmail: string | null) => ({ ...form, userEmail: userEmail || form.email });

/** One message per field that fails spec 5's rules; an empty object means the form may be sent. */
export function expertFormErrors<K extends ExpertFormKind>(kind: K, form: K extends 'contact' ? ExpertContactForm : ExpertReviewForm): ExpertFormErrors<K> {
  const result = kind === 'contact' ? validateExpertMessage(withUserEmail(form, null)) : validateExpertReview(withUserEmail(form, null));
  if (result.ok) return {};
  const errors: Partial<Record<string, string>> = {};
  for (const field of Object.keys(form)) {
    const message = result.errors[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The message body, trimmed and checked (null when the form still has errors). */
export function expertMessageOf(form: ExpertContactForm, userEmail: string | null): ExpertMessage | null {
  const result = validateExpertMessage(withUserEmail(form, userEmail));
  return result.ok ? result.value : null;
}

/** The review body, trimmed and checked (null when the form still has errors). */
export function expertReviewOf(form: ExpertReviewForm, userEmail: string | null): ExpertReview | null {
  const result = validateExpertReview(withUserEmail(form, userEmail));
  return result.ok ? result.value : null;
}

/** The query parameter of the expert services filter. */
export const EXPERT_SERVICES_PARAM = 'services';

/** The services chosen in a query string: known values only, in spec order, each once. */
export function expertServicesFromQuery(search: string): ExpertService[] {
  const raw = parseQuery(search)[EXPERT_SERVICES_PARAM] ?? '';
  const asked = new Set(raw.split(',').map((value) => value.trim()));
  return EXPERT_SERVICES.filter((service) => asked.has(service));
}

/** The query string for a choice of services ('' when none, so the address stays clean). */
export function expertServicesQuery(services: readonly ExpertService[]): string {
  const chosen = EXPERT_SERVICES.filter((service) => services.includes(service));
  return chosen.length === 0 ? '' : `?${EXPERT_SERVICES_PARAM}=${chosen.join(',')}`;
}

/** Experts offering every chosen service (no choice keeps everyone). */
export function filterExpertsByServices<E extends Pick<Expert, 'services'>>(experts: readonly E[], services: readonly ExpertService[]): E[] {
  return experts.filter((expert) => services.every((service) => expert.services.includes(service)));
}
