/**
 * The bar that follows the visitor while apps are picked for comparison: how many, a link to the
 * comparison page (the picks in its address) and Clear. Hidden on the comparison page itself.
 */
import { css, type Theme } from '@emotion/react';
import { MAX_COMPARED_APPS } from '@marketplace/domain/compare';
import { paths } from '@marketplace/domain/routes';
import { Link, useLocation } from 'react-router-dom';
import { useMarketplaceStore } from '../store/context.tsx';
import { primaryButton, quietButton } from '../ui/buttons.ts';

const tray = (t: Theme) => css`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin-top: 24px;
  padding: 12px 16px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px ${t.radius.card}px 0 0;
  background: ${t.color.surface};
  box-shadow: 0 -4px 16px rgb(0 0 0 / 12%);
  p {
    margin: 0;
    flex: 1;
  }
  a {
    ${primaryButton(t)}
  }
  button {
    ${quietButton(t)}
  }
`;

export function CompareTray() {
  const compared = useMarketplaceStore((s) => s.compared);
  const setCompared = useMarketplaceStore((s) => s.setCompared);
  const { pathname } = useLocation();
  if (compared.length === 0 || pathname.startsWith(paths.compare())) return null;
  return (
    <section css={tray} aria-label="Apps to compare" data-testid="compare-tray">
      <p role="status">
        {compared.length} of {MAX_COMPARED_APPS} apps picked for comparison
      </p>
      <Link to={paths.compare(...compared)}>Compare apps</Link>
      <button type="button" onClick={() => setCompared([])}>
        Clear
      </button>
    </section>
  );
}
