/**
 * A developer's page, the partner page of spec 2: the profile (name, description, country,
 * website, email) and the tabs apps, services and contact. Apps and services are the developer's
 * published products; a service is an app whose customProps.isService is 'true'. An unknown
 * developer leads back to /developers/.
 */
import { css, type Theme } from '@emotion/react';
import type { DeveloperProfile } from '@marketplace/api/apps-platform';
import { isService } from '@marketplace/domain/apps';
import { partnerPageTabs, type PartnerPageTab } from '@marketplace/domain/experts';
import { paths } from '@marketplace/domain/routes';
import { Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../app-shell/page-title.ts';
import { useDeveloperApps } from '../data/use-catalogue-pages.ts';
import { useDevelopers } from '../data/use-developers.ts';
import { AppGrid } from '../ui/AppGrid.tsx';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { pageHeading } from '../ui/page-styles.ts';
import { Tabs, useSelectedTab, type TabItem } from '../ui/Tabs.tsx';

const header = (t: Theme) => css`
  display: flex;
  gap: 20px;
  align-items: center;
  img {
    width: 88px;
    height: 88px;
    border-radius: 16px;
  }
  p {
    margin: 0;
    color: ${t.color.muted};
  }
`;

const details = (t: Theme) => css`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 16px;
  dt {
    font-weight: ${t.font.weight.medium};
  }
  dd {
    margin: 0;
  }
`;

const tabLabels: Readonly<Record<PartnerPageTab, string>> = { apps: 'Apps', services: 'Services', contact: 'Contact' };

function Profile({ developer }: { developer: DeveloperProfile }) {
  usePageTitle(developer.name);
  // The platform lists the developer's own (appsOfDeveloper): the page reads those, not the catalogue.
  const catalogue = useDeveloperApps(developer.id);
  const [tab, selectTab] = useSelectedTab(partnerPageTabs, 'apps');
  const own = catalogue.apps;
  const apps = own.filter((app) => !isService(app));
  const services = own.filter(isService);
  // The cards' headings sit under one of this level, for a screen reader's list of headings.
  const grid = (list: typeof own, label: string, empty: string) => (
    <>
      <h2 css={visuallyHidden}>{label}</h2>
      <AppGrid apps={list} label={label} loading={catalogue.loading} error={catalogue.error} onRetry={catalogue.reload} empty={<p>{empty}</p>} skeletons={3} />
    </>
  );
  const tabs: TabItem<PartnerPageTab>[] = [
    { id: 'apps', label: `${tabLabels.apps} (${apps.length})`, panel: () => grid(apps, `Apps by ${developer.name}`, `${developer.name} has no apps in the marketplace yet.`) },
    {
      id: 'services',
      label: `${tabLabels.services} (${services.length})`,
      panel: () => grid(services, `Services by ${developer.name}`, `${developer.name} offers no services yet.`),
    },
    {
      id: 'contact',
      label: tabLabels.contact,
      panel: () => (
        <dl css={details}>
          {developer.email && (
            <>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${developer.email}`}>{developer.email}</a>
              </dd>
            </>
          )}
          {developer.website && (
            <>
              <dt>Website</dt>
              <dd>
                <a href={developer.website} target="_blank" rel="noopener noreferrer">
                  {developer.website}
                </a>
              </dd>
            </>
          )}
          {developer.country && (
            <>
              <dt>Country</dt>
              <dd>{developer.country}</dd>
            </>
          )}
        </dl>
      ),
    },
  ];
  return (
    <article aria-labelledby="developer-title">
      <header css={header}>
        {developer.logo && <img src={developer.logo} alt="" width={88} height={88} />}
        <div>
          <h1 id="developer-title" css={pageHeading}>
            {developer.name}
          </h1>
          <p>{developer.description}</p>
        </div>
      </header>
      <Tabs label={`About ${developer.name}`} tabs={tabs} selected={tab} onSelect={selectTab} />
    </article>
  );
}

export function DeveloperPage() {
  const { slug = '' } = useParams();
  const { developers, loading, error, reload } = useDevelopers();
  const developer = developers.find((candidate) => candidate.slug === slug);
  if (error) return <LoadError what="the developer" message={error.message} onRetry={reload} />;
  if (loading) return <p role="status">Loading the developer…</p>;
  if (!developer) return <Navigate to={paths.developers()} replace />;
  return <Profile developer={developer} />;
}
