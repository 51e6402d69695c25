/**
 * A partner's profile (spec 2: description, contact, testimonials). Visits are recorded. The
 * message and review forms belong to the experts feature's next step; contact is the website.
 */
import { css, type Theme } from '@emotion/react';
import type { Expert } from '@marketplace/domain/entities/expert';
import { paths } from '@marketplace/domain/routes';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { usePageTitle } from '../app-shell/page-title.ts';
import { serviceLabels } from '../ui/labels.ts';
import { pageHeading, sectionHeading } from '../ui/page-styles.ts';
import { useMarketplaceStore } from '../store/context.tsx';

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
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
  blockquote {
    margin: 0;
    padding: 12px 16px;
    border-left: 4px solid ${t.color.accent};
    background: ${t.color.subtle};
  }
`;

function Profile({ expert }: { expert: Expert }) {
  usePageTitle(expert.name);
  return (
    <article aria-labelledby="expert-title">
      <header css={header}>
        {expert.logo && <img src={expert.logo} alt="" width={88} height={88} />}
        <div>
          <h1 id="expert-title" css={pageHeading}>
            {expert.name}
          </h1>
          <p>{[expert.country, expert.languages.join(', ')].filter(Boolean).join(' · ')}</p>
        </div>
      </header>
      <section id="description" aria-labelledby="expert-description">
        <div css={sectionHeading}>
          <h2 id="expert-description">Description</h2>
        </div>
        <p>{expert.description}</p>
        <p>Services: {expert.services.map((service) => serviceLabels[service]).join(', ')}</p>
      </section>
      <section id="contact" aria-labelledby="expert-contact">
        <div css={sectionHeading}>
          <h2 id="expert-contact">Contact</h2>
        </div>
        {expert.website ? <a href={expert.website} rel="noopener noreferrer" target="_blank">{`Visit ${expert.name}’s website`}</a> : <p>No website listed.</p>}
      </section>
      <section id="testimonials" aria-labelledby="expert-testimonials">
        <div css={sectionHeading}>
          <h2 id="expert-testimonials">Testimonials</h2>
        </div>
        {expert.testimonials.length === 0 ? (
          <p>No testimonials yet.</p>
        ) : (
          <ul css={quotes}>
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
      </section>
    </article>
  );
}

export function ExpertPage() {
  const { slug = '' } = useParams();
  const expert = useMarketplaceStore((s) => s.experts[slug]);
  const load = useMarketplaceStore((s) => s.loadExpert);
  const recordVisit = useMarketplaceStore((s) => s.recordExpertVisit);
  const [missing, setMissing] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void load(slug).then((found) => {
      if (!live) return;
      if (found === null) setMissing(slug);
      else void recordVisit(found.id);
    });
    return () => {
      live = false;
    };
  }, [slug, load, recordVisit]);

  if (missing === slug) return <Navigate to={paths.partners()} replace />;
  if (!expert) return <p role="status">Loading the partner…</p>;
  return <Profile expert={expert} />;
}
