/** The 404 page (spec 2), with a way back. */
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';

const page = (t: Theme) => css`
  max-width: ${t.layout.maxWidth}px;
  margin: 0 auto;
  padding: 48px 24px;
  font-family: ${t.font.family};
  text-align: center;
`;

export function NotFound() {
  return (
    <section css={page} aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you are looking for does not exist or has moved.</p>
      <Link to="/">Back to the marketplace</Link>
    </section>
  );
}
