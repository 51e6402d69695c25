/** The 404 page (spec 2), with ways back. */
import { css } from '@emotion/react';
import { pageCopy } from '@marketplace/domain/page-copy';
import { paths } from '@marketplace/domain/routes';
import { Link } from 'react-router-dom';
import { usePageTitle } from './page-title.ts';

const page = css`
  padding: 48px 0;
  text-align: center;
  p {
    margin: 0 0 16px;
  }
`;

export function NotFound() {
  usePageTitle(pageCopy.notFound.title);
  return (
    <section css={page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <p>
        <Link to={paths.home()}>Back to the marketplace</Link> or <Link to={paths.apps()}>browse all apps</Link>.
      </p>
    </section>
  );
}
