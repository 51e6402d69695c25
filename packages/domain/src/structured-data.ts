/** Structured data (schema.org JSON-LD) of an app page, category 'BusinessApplication' (spec 9). */
import { CURRENCY, STAR_MAX, STAR_MIN, STRUCTURED_DATA_CATEGORY } from './constants.ts';
import type { App } from './entities/app.ts';
import type { Rate } from './entities/feedback.ts';

export type AppStructuredData = {
  '@context': 'https://schema.org';
  '@type': 'SoftwareApplication';
  name: string;
  description: string;
  applicationCategory: typeof STRUCTURED_DATA_CATEGORY;
  image?: string;
  url: string;
  offers: { '@type': 'Offer'; price: string; priceCurrency: typeof CURRENCY };
  aggregateRating?: { '@type': 'AggregateRating'; ratingValue: number; ratingCount: number; bestRating: number; worstRating: number };
};

/** The JSON-LD of an app; the page URL and rate come in. Price in dollars with two decimals. */
export function appStructuredData(app: Pick<App, 'name' | 'shortDescription' | 'icon' | 'payment'>, url: string, rate: Rate | null): AppStructuredData {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: app.name,
    description: app.shortDescription,
    applicationCategory: STRUCTURED_DATA_CATEGORY,
    ...(app.icon ? { image: app.icon } : {}),
    url,
    offers: { '@type': 'Offer', price: ((app.payment?.price ?? 0) / 100).toFixed(2), priceCurrency: CURRENCY },
    ...(rate !== null && rate.votes > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rate.rate,
            ratingCount: rate.votes,
            bestRating: STAR_MAX,
            worstRating: STAR_MIN,
          },
        }
      : {}),
  };
}
