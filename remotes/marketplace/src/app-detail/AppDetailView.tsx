/** The loaded detail page of one app: header, screenshots, section links and every section. */
import { isService } from '@marketplace/domain/apps';
import type { App } from '@marketplace/domain/entities/app';
import { appDetailSections, type AppArea } from '@marketplace/domain/routes';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AppSettingsPanel } from '../app-actions/AppSettingsPanel.tsx';
import { readResources } from './app-resources.ts';
import { AppFacts } from './AppFacts.tsx';
import { WhatItCanSee } from './WhatItCanSee.tsx';
import { AppHeader } from './AppHeader.tsx';
import { AppListSection } from './AppListSection.tsx';
import { Skeleton } from './AppDetailSkeleton.tsx';
import { AppTermsSection } from './AppTermsSection.tsx';
import { ChangelogSection } from './ChangelogSection.tsx';
import { DetailSection } from './DetailSection.tsx';
import { DescriptionSection } from './DescriptionSection.tsx';
import { ListSection } from './ListSection.tsx';
import { ReviewsSection } from './ReviewsSection.tsx';
import { ServiceSummary } from './ServiceSummary.tsx';
import { ScreenshotGallery } from './ScreenshotGallery.tsx';
import { SectionError } from './SectionError.tsx';
import { SectionNav } from './SectionNav.tsx';
import { relatedAppsSection, sectionTitles } from './section-titles.ts';
import { SupportSection } from './SupportSection.tsx';
import { UpgradesSection } from './UpgradesSection.tsx';
import { useAppExtras, useDeveloperByline } from './useAppDetail.ts';
import { useAppRows } from '../data/use-catalogue-pages.ts';
import { useSettledHashScroll } from './useSettledHashScroll.ts';

const navSections = [...appDetailSections.map((id) => ({ id, title: sectionTitles[id] })), relatedAppsSection];

export function AppDetailView({ app, now, embedded, area = 'published' }: { app: App; now: Date; embedded: boolean; area?: AppArea }) {
  const { resources, summary, feedbackRequest, reloadResources, reloadFeedback } = useAppExtras(app.id);
  const developer = useDeveloperByline(app.developerId);
  // The platform picks the rows (the domain's appRows): the page does not carry the catalogue.
  const { moreByDeveloper: byDeveloper, related, settled: listSettled } = useAppRows(app);
  const info = useMemo(() => readResources(resources?.resources), [resources?.resources]);

  // ?action=settings opens the app's settings (spec 2); the Settings button sets it, Close removes it.
  const [params, setParams] = useSearchParams();
  const settingsOpen = params.get('action') === 'settings';
  const setSettings = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('action', 'settings');
        else next.delete('action');
        return next;
      },
      { replace: true },
    );

  const rate = summary ? { rate: summary.rate, votes: summary.votes } : null;
  const resourcesLoading = !resources || resources.status === 'pending';
  const resourcesFailed = resources?.status === 'rejected';
  const settled = (state: { status: string } | undefined) => state?.status === 'fulfilled' || state?.status === 'rejected';
  useSettledHashScroll(app.id, settled(resources) && settled(feedbackRequest) && listSettled);
  const resourceParts = (render: () => ReactNode, id: 'features' | 'benefits' | 'support' | 'app-terms' | 'changelog') => {
    if (resourcesFailed) {
      return (
        <DetailSection id={id} title={sectionTitles[id]}>
          <SectionError what={sectionTitles[id]} message={resources.error?.message ?? null} onRetry={reloadResources} />
        </DetailSection>
      );
    }
    if (resourcesLoading && !resources?.resources) {
      return (
        <DetailSection id={id} title={sectionTitles[id]}>
          <Skeleton lines={2} label={`Loading ${sectionTitles[id].toLowerCase()}`} />
        </DetailSection>
      );
    }
    return render();
  };

  return (
    <article aria-labelledby="app-title" data-testid="app-detail">
      <AppHeader app={app} now={now} rate={rate} developer={developer} area={area} onSettings={() => setSettings(true)} />
      <AppFacts app={app} resources={info} resourcesReady={!resourcesLoading || Boolean(resources?.resources)} />
      <WhatItCanSee app={app} resources={info} />
      {settingsOpen && <AppSettingsPanel app={app} area={area} onClose={() => setSettings(false)} />}
      {isService(app) && <ServiceSummary app={app} developer={developer} />}
      <ScreenshotGallery appName={app.name} screenshots={app.screenshots} />
      <SectionNav sections={navSections} />
      <UpgradesSection app={app} />
      <DescriptionSection app={app} />
      {resourceParts(
        () => (
          <ListSection id="features" items={info.features} empty="The developer has not listed features yet." />
        ),
        'features',
      )}
      {resourceParts(
        () => (
          <ListSection id="benefits" items={info.benefits} empty="The developer has not listed benefits yet." />
        ),
        'benefits',
      )}
      {resourceParts(
        () => (
          <SupportSection support={info.support} />
        ),
        'support',
      )}
      {resourceParts(
        () => (
          <AppTermsSection resources={info} appName={app.name} />
        ),
        'app-terms',
      )}
      <ReviewsSection appId={app.id} appName={app.name} summary={summary} request={feedbackRequest} onRetry={reloadFeedback} />
      {resourceParts(
        () => (
          <ChangelogSection changelog={info.changelog} />
        ),
        'changelog',
      )}
      <AppListSection
        id="more-by-developer"
        title={sectionTitles['more-by-developer']}
        apps={byDeveloper}
        empty="This developer has no other apps in the marketplace yet."
        embedded={embedded}
      />
      <AppListSection id={relatedAppsSection.id} title={relatedAppsSection.title} apps={related} empty="No related apps yet." embedded={embedded} />
    </article>
  );
}
