/**
 * Beside Request access: the organisation's agents who have no access to the app's product, up to
 * three of them by name (spec 6), so the person asking knows who else the request concerns.
 */
import { css, type Theme } from '@emotion/react';
import { agentsWithoutAccess } from '@marketplace/domain/organization-accounts';
import { AGENTS_WITHOUT_ACCESS_MAX } from '@marketplace/domain/constants';
import type { Product } from '@marketplace/domain/entities/product';
import { productNames } from '@marketplace/domain/entities/product-names';
import { useMemo } from 'react';
import { useAgents } from '../data/use-agents.ts';
import { themed } from '../ui/themed.ts';

const block = themed(
  (t: Theme) => css`
    margin: 0;
    max-width: 34ch;
    font-size: 14px;
    color: ${t.color.muted};
    ul {
      margin: 4px 0 0;
      padding-left: 18px;
    }
  `,
);

export function AgentsWithoutAccess({ product }: { product: Product }) {
  const agents = useAgents();
  const shown = useMemo(() => (agents === null ? [] : agentsWithoutAccess(Object.values(agents), product)), [agents, product]);
  const total = useMemo(() => (agents === null ? 0 : agentsWithoutAccess(Object.values(agents), product, Number.POSITIVE_INFINITY).length), [agents, product]);

  if (shown.length === 0) return null;
  const more = total - shown.length;
  return (
    <div css={block} data-testid="agents-without-access">
      <p css={css({ margin: 0 })}>
        Agents without access to {productNames[product]} (up to {AGENTS_WITHOUT_ACCESS_MAX} shown):
      </p>
      <ul>
        {shown.map((agent) => (
          <li key={agent.account_id}>{agent.name}</li>
        ))}
      </ul>
      {more > 0 && <p css={css({ margin: 0 })}>and {more} more</p>}
    </div>
  );
}
