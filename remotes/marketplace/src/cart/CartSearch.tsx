/**
 * Adding apps from inside the cart: a search over the published catalogue (at least 2 characters,
 * domain search), showing apps that can still be bought — paid, installable, not installed, not
 * in the cart — each with Add, and Add all for every result shown.
 */
import { css, type Theme } from '@emotion/react';
import { isService } from '@marketplace/domain/apps';
import type { App } from '@marketplace/domain/entities/app';
import { formatPrice } from '@marketplace/domain/pricing';
import { searchApps } from '@marketplace/domain/search';
import { useId, useMemo, useState } from 'react';
import { usePublishedApps } from '../data/use-published-apps.ts';
import { useMutation } from '@tanstack/react-query';
import { useCart } from '../data/cart.ts';
import { useCartChangesUnderWay, useCartWrites } from '../data/cart-writes.ts';
import { useInstalledApps } from '../data/use-installed-apps.ts';
import { primaryButton, quietButton } from '../ui/buttons.ts';

/** Results shown at once in the cart-side search (the spec leaves the page size open). */
export const CART_SEARCH_PAGE_SIZE = 6;

const box = (t: Theme) => css`
  display: grid;
  gap: 8px;
  label {
    font-weight: ${t.font.weight.medium};
  }
  input {
    height: 40px;
    padding: 0 10px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.control}px;
    background: ${t.color.surface};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  li {
    display: grid;
    grid-template-columns: 32px minmax(0, 1fr) auto auto;
    gap: 8px;
    align-items: center;
  }
  img {
    width: 32px;
    height: 32px;
    border-radius: 8px;
  }
  .header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
  p {
    margin: 0;
    color: ${t.color.muted};
  }
`;

const canBeAdded = (app: App, installed: ReadonlySet<string>, inCart: ReadonlySet<string>): boolean =>
  app.payment !== null && app.installable && !app.hidden && !app.underMaintenance && !isService(app) && !installed.has(app.id) && !inCart.has(app.id);

export function CartSearch({ disabled = false }: { disabled?: boolean }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const { apps: publishedApps } = usePublishedApps(false);
  const { ids: installedIds } = useInstalledApps();
  const { cart } = useCart();
  const adding = useCartChangesUnderWay('adding');
  const writes = useCartWrites();
  const addToCart = useMutation(writes.add);
  const addManyToCart = useMutation(writes.addMany);

  // Not recomputed per keystroke: search keeps one index per array of apps.
  const buyable = useMemo(() => {
    const installed = new Set(installedIds);
    const inCart = new Set(cart?.products.map((product) => product.id) ?? []);
    return publishedApps.filter((app) => canBeAdded(app, installed, inCart));
  }, [publishedApps, installedIds, cart]);
  const results = useMemo(() => searchApps(buyable, query).slice(0, CART_SEARCH_PAGE_SIZE), [buyable, query]);
  const busy = adding.size > 0;

  return (
    <section css={box} aria-labelledby={`${id}-title`}>
      <div className="header">
        <h2 id={`${id}-title`}>Add more apps</h2>
        {results.length > 1 && (
          <button type="button" css={primaryButton} disabled={disabled || busy} onClick={() => addManyToCart.mutate({ appIds: results.map((app) => app.id) })}>
            Add all ({results.length})
          </button>
        )}
      </div>
      <label htmlFor={`${id}-query`}>Search apps to add</label>
      <input id={`${id}-query`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} disabled={disabled} />
      {query.trim().length >= 2 && results.length === 0 && <p role="status">No apps to add match “{query.trim()}”.</p>}
      {results.length > 0 && (
        <ul aria-label="Apps to add">
          {results.map((app) => (
            <li key={app.id}>
              <img src={app.icon} alt="" width={32} height={32} />
              <span>{app.name}</span>
              <span>{app.payment ? formatPrice(app.payment.price) : ''}</span>
              <button
                type="button"
                css={quietButton}
                aria-label={`Add ${app.name}`}
                disabled={disabled || adding.has(app.id)}
                onClick={() => addToCart.mutate({ appIds: [app.id] })}
              >
                {adding.has(app.id) ? 'Adding…' : 'Add'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
