/**
 * The misspellings people make, searched in the seeded catalogue (as the public site's search
 * sees it): each must find the app it means among the first three results, and the spelling
 * it means must name that app too (so the corpus says what a searcher expects, not what the
 * search happens to answer).
 */
import { searchableApps } from '@marketplace/domain/catalogue-pages';
import { appSummarySchema } from '@marketplace/domain/entities/app';
import { publicationState } from '@marketplace/domain/publication';
import { nearQuery, searchApps } from '@marketplace/domain/search';
import { describe, expect, it } from 'vitest';
import { defaultAppCount, defaultReferenceDate } from '../seed/apply.ts';
import { buildCatalogue } from '../seed/catalogue.ts';
import { demoAppRows } from '../seed/demo-world.ts';

const generated = buildCatalogue({ apps: defaultAppCount, referenceDate: defaultReferenceDate }).apps;
const published = [...generated, ...demoAppRows(generated.length, defaultReferenceDate)]
  .filter((row) => publicationState(row.document) === 'PUBLISHED')
  .map((row) => appSummarySchema.parse(row.document));
const scope = searchableApps(published, 'public');

/** [misspelt query, the query it means, the app it must find]. */
const corpus: readonly [string, string, string][] = [
  ['chatbto', 'chatbots', 'BotBuilder Studio'],
  ['hlpdesk', 'help desk', 'Deskbridge'],
  ['emial', 'email', 'LiveBot'],
  ['shopfy', 'shop', 'Shopline Connector'],
  ['anlytics', 'analytics', 'QuickChat'],
  ['analitycs', 'analytics', 'QuickChat'],
  ['tiket', 'ticket', 'Team Plan Ticket Router'],
  ['tikcet router', 'ticket router', 'Team Plan Ticket Router'],
  ['reprots', 'reports', 'Insight Reports'],
  ['newsleter', 'newsletter', 'Mailcraft'],
  ['invetory', 'inventory', 'QuickNotes'],
  ['socail media', 'social media', 'Socialize'],
  ['ecomerce', 'ecommerce', 'WiseSync'],
  ['shoplien', 'shopline', 'Shopline Connector'],
  ['presbox', 'pressbox', 'Pressbox for WordPress'],
  ['wordprss', 'wordpress', 'Pressbox for WordPress'],
  ['mailcarft', 'mailcraft', 'Mailcraft'],
  ['malcraft', 'mailcraft', 'Mailcraft'],
  ['screnmate', 'screenmate', 'ScreenMate'],
  ['screenmtae', 'screenmate', 'ScreenMate'],
  ['leadmagent', 'leadmagnet', 'LeadMagnet Forms'],
  ['botbulder', 'botbuilder', 'BotBuilder Studio'],
  ['dorpshare', 'dropshare', 'DropShare'],
  ['socilaize', 'socialize', 'Socialize'],
  ['insihgt', 'insight', 'Insight Reports'],
  ['helpfull', 'helpful', 'Helpful Answers AI'],
  ['deskbrige', 'deskbridge', 'Deskbridge'],
  ['dekbridge', 'deskbridge', 'Deskbridge'],
  ['pixlesync', 'pixelsync', 'PixelSync'],
  ['blueshre', 'blueshare', 'BlueShare'],
  ['atlashbu', 'atlashub', 'AtlasHub'],
  ['quicknots', 'quicknotes', 'QuickNotes'],
  ['greenchta', 'greenchat', 'GreenChat'],
  ['polarmial', 'polarmail', 'PolarMail'],
  ['easyfomrs', 'easyforms', 'EasyForms'],
  ['brightbsae', 'brightbase', 'BrightBase'],
  ['novamial', 'novamail', 'NovaMail'],
  ['urbanlnik', 'urbanlink', 'UrbanLink'],
  ['primepliot', 'primepilot', 'PrimePilot'],
  ['livepiont', 'livepoint', 'LivePoint'],
  ['zendbaord', 'zenboard', 'ZenBoard'],
  ['smartplse', 'smartpulse', 'SmartPulse'],
  ['premum insights', 'premium insights', 'Premium Chat Insights'],
  ['enterprize text', 'enterprise text', 'Enterprise Text Suite'],
  ['owner only valt', 'owner only vault', 'Owner Only Vault'],
  ['maintenence', 'maintenance', 'Maintenance Mode Sync'],
  ['fulscreen board', 'fullscreen board', 'Fullscreen Board'],
  ['finsh setup', 'finish setup', 'Finish Setup Wizard'],
  ['sidekik', 'sidekick', 'Chats Sidekick'],
  ['direct instal', 'direct install', 'New Tab Direct Install'],
];

const firstThree = (query: string) => searchApps(scope, query, 3).map((app) => app.name);

describe('the seeded catalogue forgives misspelt queries', () => {
  it('holds at least 40 misspellings', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(40);
  });

  it.each(corpus)('%j finds the app %j means: %s', (typo, meant, app) => {
    expect(firstThree(meant)).toContain(app);
    expect(firstThree(typo)).toContain(app);
  });

  it.each([
    ['chatbto', 'chatbots'],
    ['hlpdesk', 'help desk'],
    ['emial', 'email'],
  ])('offers %j for %j', (typo, near) => {
    expect(nearQuery(scope, typo)).toBe(near);
  });
});
