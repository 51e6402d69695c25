/**
 * A partner's profile (spec 2): tabs description, contact and testimonials, at
 * /partners/expert/{slug}/ and at the campaign variant /partners/expert-campaign/{slug}/, which
 * opens on the contact tab (a campaign sends people there to get in touch). One visit is recorded
 * per profile view (spec 7), not per tab or re-render. Testimonials are the reviews the platform
 * has verified; a new review waits for verification ('Review sent to be verified!').
 */
import { possessive } from '@marketplace/domain/counted-copy';
import { css, type Theme } from '@emotion/react';
import type { Expert } from '@marketplace/domain/entities/expert';
import { expertProfileTabs, type ExpertProfileTab } from '@marketplace/domain/experts';
import { ghostLoginRefusal } from '@marketplace/domain/installability';
import { paths } from '@marketplace/domain/routes';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useMarketplaceOptions } from '../app-shell/MarketplaceProviders.tsx';
import { usePageTitle } from '../app-shell/page-title.ts';
import { startSignIn } from '../sign-in/sign-in.ts';
import { useExpert } from '../data/use-experts.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { useWrites } from '../data/writes.ts';
import { serviceLabels } from '../ui/labels.ts';
import { LoadError } from '../ui/LoadError.tsx';
import { pageHeading, sectionHeading } from '../ui/page-styles.ts';
import { Tabs, useSelectedTab, type TabItem } from '../ui/Tabs.tsx';
import { ExpertForm } from './ExpertForm.tsx';

const header = (t: Theme) => css`
  display: flex;
  gap: 20px;
  align-items: center;
  img {
    width: 88px;
    height: 88px;
    border-radius: 50%;
  }
  p {
    margin: 0;
    color: ${t.color.muted};
  }
`;

const quotes = (t: Theme) => css`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  display: grid;
  gap: 12px;
  blockquote {
    margin: 0;
    padding: 12px 16px;
    border-left: 4px solid ${t.color.accent};
    background: ${t.color.subtle};
  }
  blockquote p {
    margin: 0 0 6px;
  }
`;

/** A form is cleared only when its write was accepted; the write itself tells the user either way. */
const sent = (sending: Promise<unknown>): Promise<boolean> =>
  sending.then(
    () => true,
    () => false,
  );

const tabLabels: Readonly<Record<ExpertProfileTab, string>> = { description: 'Description', contact: 'Contact', testimonials: 'Testimonials' };

function ContactPanel({ expert }: { expert: Expert }) {
  const { platformOrigin } = useMarketplaceOptions();
  const session = useMarketplaceStore((s) => s.session);
  const send = useMutation(useWrites().expertMessage());
  return (
    <>
      {expert.website && (
        <p>
          <a href={expert.website} rel="noopener noreferrer" target="_blank">{`Visit ${possessive(expert.name)} website`}</a>
        </p>
      )}
      <ExpertForm
        kind="contact"
        expertName={expert.name}
        signedIn={session.isAuthorized}
        signedInEmail={session.isAuthorized ? session.email : ''}
        sending={send.isPending}
        onSend={(form) => sent(send.mutateAsync({ expertId: expert.id, message: { ...form, userEmail: session.email || form.email } }))}
        onSignIn={() => startSignIn(platformOrigin)}
        refusedBecause={ghostLoginRefusal(session)?.message ?? null}
      />
    </>
  );
}

function TestimonialsPanel({ expert }: { expert: Expert }) {
  const { platformOrigin } = useMarketplaceOptions();
  const session = useMarketplaceStore((s) => s.session);
  const send = useMutation(useWrites().expertReview());
  return (
    <>
      {expert.testimonials.length === 0 ? (
        <p>No testimonials yet.</p>
      ) : (
        <ul css={quotes} aria-label={`Testimonials for ${expert.name}`}>
          {expert.testimonials.map((testimonial, index) => (
            <li key={index}>
              <blockquote>
                <p>{testimonial.content}</p>
                <footer>— {testimonial.author}</footer>
              </blockquote>
            </li>
          ))}
        </ul>
      )}
      <ExpertForm
        kind="review"
        expertName={expert.name}
        signedIn={session.isAuthorized}
        signedInEmail={session.isAuthorized ? session.email : ''}
        sending={send.isPending}
        onSend={(form) => sent(send.mutateAsync({ expertId: expert.id, review: { ...form, userEmail: session.email || form.email } }))}
        onSignIn={() => startSignIn(platformOrigin)}
        refusedBecause={ghostLoginRefusal(session)?.message ?? null}
      />
    </>
  );
}

function Profile({ expert, campaign }: { expert: Expert; campaign: boolean }) {
  usePageTitle(expert.name);
  const [tab, selectTab] = useSelectedTab(expertProfileTabs, campaign ? 'contact' : 'description');
  const tabs: TabItem<ExpertProfileTab>[] = [
    {
      id: 'description',
      label: tabLabels.description,
      panel: () => (
        <>
          <p>{expert.description}</p>
          <div css={sectionHeading}>
            <h2>Services</h2>
          </div>
          <ul>
            {expert.services.map((service) => (
              <li key={service}>{serviceLabels[service]}</li>
            ))}
          </ul>
        </>
      ),
    },
    { id: 'contact', label: tabLabels.contact, panel: () => <ContactPanel expert={expert} /> },
    { id: 'testimonials', label: `${tabLabels.testimonials} (${expert.testimonials.length})`, panel: () => <TestimonialsPanel expert={expert} /> },
  ];
  return (
    <article aria-labelledby="expert-title">
      <header css={header}>
        {expert.logo && <img src={expert.logo} alt="" width={88} height={88} />}
        <div>
          <h1 id="expert-title" css={pageHeading}>
            {expert.name}
          </h1>
          <p>{[expert.country, expert.languages.join(', ')].filter(Boolean).join(' · ')}</p>
          {campaign && <p>Tell {expert.name} what you need: they answer every request personally.</p>}
        </div>
      </header>
      <Tabs label={`About ${expert.name}`} tabs={tabs} selected={tab} onSelect={selectTab} />
    </article>
  );
}

export function ExpertPage({ campaign = false }: { campaign?: boolean }) {
  const { slug = '' } = useParams();
  const { expert, loading, error, reload } = useExpert(slug);
  const { mutate: recordVisit } = useMutation(useWrites().expertVisit());
  // The profile whose visit was recorded: survives StrictMode's second effect run, tab changes and
  // a profile read again from the cache, so each profile view records one visit.
  const visited = useRef<string | null>(null);
  const expertId = expert?.id;

  useEffect(() => {
    if (!expertId || visited.current === slug) return;
    visited.current = slug;
    recordVisit(expertId);
  }, [slug, expertId, recordVisit]);

  if (error) return <LoadError what="the partner" message={error.message} onRetry={reload} />;
  if (loading) return <p role="status">Loading the partner…</p>;
  if (!expert) return <Navigate to={paths.partners()} replace />;
  return <Profile expert={expert} campaign={campaign} />;
}
