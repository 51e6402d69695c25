/**
 * The deterministic catalogue: developers, apps, experts, ratings and expert reviews. Pure: the
 * same options give the same rows (seeded PRNG, dates relative to a reference date passed in).
 */
import { EXPERT_SERVICES } from '@marketplace/domain/constants';
import { categoryNames } from '@marketplace/domain/page-copy';
import type { App, AppPayment, CategorySlug, CustomProps } from '@marketplace/domain/entities/app';
import { categorySlugs } from '@marketplace/domain/entities/app';
import type { Developer } from '@marketplace/domain/entities/developer';
import type { Expert } from '@marketplace/domain/entities/expert';
import { publicationState, type PublicationState } from '@marketplace/domain/publication';
import type { Random } from './random.ts';
import { hashString, seededRandom } from './random.ts';
import { demoApps } from './demo-world.ts';
import { logoMarkPath } from '../catalogue/logo-mark.ts';
import { screenshotPath } from './svg.ts';
import {
  categoryCopy,
  copyTails,
  countries,
  developerFocus,
  developerNames,
  expertComments,
  expertFocus,
  expertNames,
  expertServices,
  firstNames,
  industries,
  languages,
  lastNames,
  namePrefixes,
  nameSuffixes,
  namedApps,
  reviewTexts,
  setupNotes,
} from './words.ts';

export interface CatalogueOptions {
  apps: number;
  referenceDate: Date;
}

export interface DeveloperRow {
  id: string;
  name: string;
  profile: Developer;
}
export interface AppRow {
  id: string;
  slug: string;
  developerId: string;
  position: number;
  document: App;
  resources: Record<string, unknown>;
  installations: number;
}
export interface RatingRow {
  appId: string;
  accountId: string;
  name: string;
  rate: number;
  review: string | null;
  createdAt: string;
  /** Since when the rater's organisation had used the app when it rated: every seeded review is a user's. */
  usedSince: string;
}
export interface ExpertRow {
  id: string;
  slug: string;
  position: number;
  document: Expert;
}
export interface ExpertReviewRow {
  expertId: string;
  userEmail: string;
  name: string;
  comment: string;
  website: string | null;
  createdAt: string;
}

export interface Catalogue {
  developers: DeveloperRow[];
  apps: AppRow[];
  ratings: RatingRow[];
  experts: ExpertRow[];
  expertReviews: ExpertReviewRow[];
}

/** The app id that spec 5 singles out (only paid apps are offered as related). */
export const specialRelatedAppId = '18270';
const reservedAppIds = new Set([specialRelatedAppId, ...demoApps.map((app) => app.id)]);

const DAY = 86_400_000;
const collectionTags = [
  'new-and-noteworthy',
  'staff-top-picks',
  'starter-pack',
  'hackathon-winners',
  'self-setup',
  'ai-powered',
  'coming-soon',
  'saas-deals',
  'omnichannel-communication',
  'enhance-ecommerce',
] as const;

/**
 * One or two kinds of service per seeded service, in turn over spec 9's list (no PRNG draw: other
 * rows stay as they were). Services sit ten apps apart, so the turn is counted in tens: every kind
 * has services, and every 'Services' checkbox finds some.
 */
function serviceTypesOf(index: number): string[] {
  const turn = Math.floor(index / 10);
  const first = EXPERT_SERVICES[turn % EXPERT_SERVICES.length] ?? 'training';
  const second = EXPERT_SERVICES[(turn + 2) % EXPERT_SERVICES.length] ?? 'training';
  return index % 20 === 3 ? [first, second] : [first];
}

const slugify = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Twelve payment kinds in turn: free, once, monthly per organisation/account, yearly, trials, discounts. */
type PaymentKind = 'free' | 'once' | 'monthly-org' | 'monthly-account' | 'yearly' | 'trial-no-card' | 'trial-card' | 'discount-active' | 'discount-expired';
const paymentCycle: readonly PaymentKind[] = [
  'free',
  'monthly-org',
  'free',
  'once',
  'monthly-account',
  'trial-no-card',
  'free',
  'yearly',
  'trial-card',
  'discount-active',
  'free',
  'discount-expired',
];

function paymentOf(kind: PaymentKind, random: Random): AppPayment | null {
  const price = random.pick([900, 1500, 1900, 2900, 4900, 9900]);
  switch (kind) {
    case 'free':
      return null;
    case 'once':
      return { price: price * 2, frequency: 'direct_charge', perAccount: false, months: null, trialDays: 0, creditCardRequired: true };
    case 'monthly-org':
    case 'discount-active':
    case 'discount-expired':
      return { price, frequency: 'recurrent_charge', perAccount: false, months: 1, trialDays: 0, creditCardRequired: true };
    case 'monthly-account':
      return { price: Math.round(price / 3), frequency: 'recurrent_charge', perAccount: true, months: 1, trialDays: 0, creditCardRequired: true };
    case 'yearly':
      return { price: price * 10, frequency: 'recurrent_charge', perAccount: false, months: 12, trialDays: 0, creditCardRequired: true };
    case 'trial-no-card':
      return { price, frequency: 'recurrent_charge', perAccount: false, months: 1, trialDays: 14, creditCardRequired: false };
    case 'trial-card':
      return { price, frequency: 'recurrent_charge', perAccount: true, months: 1, trialDays: 30, creditCardRequired: true };
  }
}

function appName(index: number, random: Random, used: Set<string>): { name: string; category: CategorySlug; blurb: string | null } {
  const named = namedApps[index];
  if (named) return named;
  const category = categorySlugs[index % categorySlugs.length] ?? 'crm';
  for (let attempt = 0; ; attempt += 1) {
    const base = `${random.pick(namePrefixes)}${random.pick(nameSuffixes)}`;
    const name = attempt < 5 ? base : `${base} ${index}`;
    if (!used.has(name)) return { name, category, blurb: null };
  }
}

const at = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** Benefits an app lists, rotated per app. */
const benefitChoices = ['Faster replies', 'Full customer context', 'Fewer tabs open', 'Happier customers', 'More sales from chats', 'Less manual copying'] as const;

/**
 * An app's own copy, from its category and its place among that category's apps (no PRNG draw, so
 * every other seeded value stays as it was): the k-th app of a category pairs the k-th action with
 * the k-th tail (30 pairs before one repeats), and its long description names its features.
 */
function appCopy(index: number, name: string, slug: string, category: CategorySlug, blurb: string | null) {
  const copy = categoryCopy[category];
  const k = Math.floor(index / categorySlugs.length);
  const shortDescription = blurb ?? `${at(copy.actions, k)}, ${at(copyTails, index)}.`;
  const features = [0, 1, 2].map((f) => at(copy.features, k + f));
  const [first = '', second = ''] = features;
  const longDescription = `${shortDescription} With ${name} you get ${first.toLowerCase()} and ${second.toLowerCase()}. ${at(setupNotes, hashString(slug))}`;
  const benefits = [0, 1, 2].map((b) => at(benefitChoices, hashString(slug) + b));
  return { shortDescription, longDescription, features, benefits };
}

/** What each generated screenshot shows, in the order svg.ts draws them. */
const screenshotCaptions = ['The {name} panel beside a chat', '{name} settings', '{name} reports', '{name} activity'] as const;

export function buildCatalogue(options: CatalogueOptions): Catalogue {
  const random = seededRandom(20_240_601);
  const reference = options.referenceDate.getTime();
  const iso = (offsetDays: number): string => new Date(reference + offsetDays * DAY).toISOString();

  const developers: DeveloperRow[] = developerNames.map((name, i) => {
    const id = `dev-${i + 1}`;
    return {
      id,
      name,
      profile: {
        id,
        name,
        slug: slugify(name),
        description: `${name} ${at(developerFocus, i)}. Every app comes with documentation and support by email.`,
        logo: logoMarkPath(id),
        website: `https://${slugify(name)}.example.com`,
        email: `hello@${slugify(name)}.example.com`,
        country: random.pick(countries),
      },
    };
  });

  const apps: AppRow[] = [];
  const usedNames = new Set<string>();
  const total = Math.max(options.apps, 0);
  // Ids past a reserved one move up by one, so a large catalogue never takes the id of app 18270 or
  // of a demo-world app; the default catalogue's ids stay 1001 + index.
  let idsSkipped = 0;
  for (let index = 0; index < total; index += 1) {
    const { name, category, blurb } = appName(index, random, usedNames);
    usedNames.add(name);
    const slug = slugify(name);
    // App 18270 exists so that spec 5's related-apps rule has something to act on.
    let id = specialRelatedAppId;
    if (index !== 17) {
      while (reservedAppIds.has(String(1001 + index + idsSkipped))) idsSkipped += 1;
      id = String(1001 + index + idsSkipped);
    }
    const developer = index < 7 ? developers[0] : developers[1 + (index % (developers.length - 1))];
    if (!developer) throw new Error('no developer');

    // The demo developer's first seven apps: three published, two private, two in review.
    const state: PublicationState = index < 3 || index >= 7 ? 'PUBLISHED' : index < 5 ? 'IN_DEVELOPMENT' : 'IN_REVIEW';
    // Every 10th app (after the named ones) is a service; a few carry plan or owner limits.
    const isService = index >= 16 && index % 10 === 3;
    // Every fifth service (53, 103, …) is free, so a service can be activated without buying it
    // (spec 8 'Service activated successfully!'); the earlier, paid ones stay as they were.
    // paymentOf draws its price whatever the kind, so the PRNG sequence and every other app are unchanged.
    const kind: PaymentKind = isService && index % 50 === 3 ? 'free' : (paymentCycle[index % paymentCycle.length] ?? 'free');
    const payment = paymentOf(kind, random);
    const product = index % 11 === 4 ? 'helpdesk' : index % 13 === 6 ? 'text' : index % 2 === 0 ? 'livechat' : '';
    const publishedDaysAgo = random.int(1, 900);

    const customProps: CustomProps = { order: String(random.int(0, 100)), verified: index % 4 === 0 ? 'true' : 'false' };
    // The help desk's and the text product's homes have few apps to fill their collection rows
    // with: their apps join every other of the six collections Home shows, so each row is full.
    const homeRow = (t: number) => product !== 'livechat' && product !== '' && t < 6 && (index + t) % 2 === 0;
    const tags = collectionTags.filter((_tag, t) => (index + t) % (t + 5) === 0 || homeRow(t));
    if (tags.length > 0) customProps.collections = tags.join(',');
    if (tags.includes('ai-powered') || category === 'chatbots') customProps.isAiPowered = 'true';
    if (kind === 'discount-active') {
      customProps.discountFrom = iso(-30);
      customProps.discountTo = iso(3650);
      customProps.discountPercent = '20';
    }
    if (kind === 'discount-expired') {
      customProps.discountFrom = iso(-365);
      customProps.discountTo = iso(-180);
      customProps.discountPercent = '30';
    }
    if (isService) customProps.isService = 'true';
    if (index % 23 === 8) customProps.isPremium = 'true';
    if (index % 29 === 9) customProps.isTeamPlan = 'true';
    if (index % 17 === 5) customProps.onlyOwnerCanInstall = 'true';
    if (index % 31 === 12) {
      customProps.usingBeta = 'true';
      customProps.hiddenForBeta = 'true';
    }

    // Direct-install apps (every 9th from the third): some open the authorisation page in a new
    // tab, and most send the user on to finish the set-up on the app's site.
    if (index % 9 === 2) {
      const round = (index - 2) / 9;
      if (round % 8 === 0) customProps.directInstallUrlInNewTab = 'true';
      if (round % 3 !== 1) {
        customProps.finishInstallUrl = `https://${slug}.example.com/setup`;
        customProps.finishInstallCopy = `Finish setting up ${name}`;
      }
    }

    const hidden = index % 37 === 20;
    const underMaintenance = index % 41 === 21;
    const theme = index % 43 === 22 ? 'dark-glass' : null;
    const tutorialOnly = index % 47 === 23;
    const widgets: App['widgets'] = tutorialOnly
      ? []
      : [
          { id: `${id}-w1`, placement: random.pick(['plugin', 'fullscreen', 'messagebox', 'targeted-message'] as const) },
          { id: `${id}-w2`, placement: 'settings' },
        ];
    const { shortDescription, longDescription, features, benefits } = appCopy(index, name, slug, category, blurb);
    const screenshotCount = random.int(2, 4);

    const document: App = {
      id,
      slug,
      name,
      product: product === '' ? '' : product,
      shortDescription,
      longDescription,
      screenshots: Array.from({ length: screenshotCount }, (_x, s) => ({
        large: screenshotPath(slug, s + 1, category),
        small: screenshotPath(slug, s + 1, category),
        caption: at(screenshotCaptions, s).replace('{name}', name),
      })),
      icon: logoMarkPath(id, category),
      category: { id: category, name: categoryNames[category] },
      // A service says what kind it is (spec 9's expert services), so the Services filter finds it.
      types: isService ? serviceTypesOf(index) : ['integration'],
      languages: random.sample(languages, random.int(1, 3)),
      industries: random.sample(industries, random.int(1, 2)),
      country: random.chance(0.3) ? random.pick(countries) : null,
      widgets,
      hidden,
      underMaintenance,
      theme,
      tutorialUrl: tutorialOnly || index % 19 === 7 ? `https://docs.example.com/tutorials/${slug}` : null,
      installations: 0,
      publishedAt: state === 'PUBLISHED' ? iso(-publishedDaysAgo) : null,
      // Some apps changed since publication, on a day fixed by their position (no random draw, so
      // every other seeded value stays as it was); the 'recently updated' sort reads it.
      updatedAt: state === 'PUBLISHED' ? iso(-Math.floor((publishedDaysAgo * (index % 5)) / 5)) : null,
      submittedAt: state === 'IN_DEVELOPMENT' ? null : iso(-publishedDaysAgo - random.int(3, 20)),
      acceptedAt: state === 'PUBLISHED' ? iso(-publishedDaysAgo - 1) : null,
      installable: !tutorialOnly,
      directInstallUrl: index % 9 === 2 ? `https://${slug}.example.com/install` : null,
      elements: { onboarding: index % 6 === 0 ? `https://${slug}.example.com/onboarding` : null },
      authorization: { clientId: `client-${id}` },
      payment: tutorialOnly ? null : payment,
      customProps,
      rating: null,
      developerId: developer.id,
      organizationId: `org-${developer.id}`,
    };
    const installations = Math.floor(25_000 * random.next() ** 3);
    apps.push({
      id,
      slug,
      developerId: developer.id,
      position: index,
      document,
      installations,
      resources: {
        appId: id,
        features: features.slice(0, random.int(2, 3)),
        benefits: benefits.slice(0, random.int(2, 3)),
        support: { email: `support@${slug}.example.com`, website: `https://${slug}.example.com/help` },
        termsUrl: `https://${slug}.example.com/terms`,
        privacyPolicyUrl: `https://${slug}.example.com/privacy`,
        // Most apps have a setup guide; some leave it out, as real listings do.
        ...(index % 5 === 3 ? {} : { setupGuideUrl: `https://${slug}.example.com/setup` }),
        changelog: Array.from({ length: random.int(1, 4) }, (_x, c) => ({
          version: `1.${3 - c}.0`,
          date: iso(-publishedDaysAgo + 60 * (3 - c)),
          notes: random.pick(['Faster sync.', 'New settings page.', 'Bug fixes and improvements.', 'Support for the help desk.']),
        })),
      },
    });
  }

  // Ratings: a believable histogram per app around an app-specific quality; only the first few
  // hundred apps get reviews, so scaled benchmark catalogues stay quick to seed.
  const ratings: RatingRow[] = [];
  for (const app of apps.slice(0, 400)) {
    if (publicationState(app.document) !== 'PUBLISHED') continue;
    const votes = app.position % 9 === 4 ? 0 : random.int(3, 40);
    const quality = 2.6 + random.next() * 2.3;
    for (let v = 0; v < votes; v += 1) {
      const rate = Math.min(5, Math.max(1, Math.round(quality + (random.next() - 0.5) * 2.6)));
      const text = random.chance(0.6) ? random.pick(reviewTexts[rate as 1 | 2 | 3 | 4 | 5]) : null;
      const daysAgo = random.int(1, 700);
      ratings.push({
        appId: app.id,
        accountId: `seed-rater-${v + 1}`,
        name: `${random.pick(firstNames)} ${random.pick(lastNames)[0]}.`,
        rate,
        review: text,
        createdAt: iso(-daysAgo),
        // Spread from two weeks to about two years of use, without another draw: the rest of the seed stays as it was.
        usedSince: iso(-daysAgo - 14 - ((app.position * 7 + v * 37) % 700)),
      });
    }
  }

  const experts: ExpertRow[] = expertNames.map((name, i) => {
    const id = `expert-${i + 1}`;
    const slug = slugify(name);
    return {
      id,
      slug,
      position: i,
      document: {
        id,
        slug,
        name,
        description: `${name} ${at(expertFocus, i)}.`,
        services: random.sample(expertServices, random.int(1, 3)),
        languages: random.sample(languages, random.int(1, 3)),
        country: random.pick(countries),
        website: `https://${slug}.example.com`,
        email: `contact@${slug}.example.com`,
        logo: logoMarkPath(id),
        recommended: i % 3 === 0,
        testimonials: [],
      },
    };
  });
  const expertReviews: ExpertReviewRow[] = experts.flatMap((expert, i) =>
    Array.from({ length: 2 + (i % 4) }, (_x, r) => ({
      expertId: expert.id,
      userEmail: `customer${r + 1}@client${i + 1}.example.com`,
      name: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
      comment: random.pick(expertComments),
      website: null,
      createdAt: iso(-random.int(10, 500)),
    })),
  );

  return { developers, apps, ratings, experts, expertReviews };
}
