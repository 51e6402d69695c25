/**
 * What only the app header's actions draw: the plan cards, the access request and the agents it
 * concerns. The header hands them to AppActions, so the cards' first view never loads them.
 */
import type { Interpolation, Theme } from '@emotion/react';
import type { Product } from '@marketplace/domain/entities/product';
import { useMutation } from '@tanstack/react-query';
import { useWrites } from '../data/writes.ts';
import { AgentsWithoutAccess } from './AgentsWithoutAccess.tsx';
import { PlanCards } from './PlanCards.tsx';

/** Spec 6: 'Request access' sends the request once; the button is busy meanwhile. */
function RequestAccessButton({ product, label, look, describedBy }: { product: Product; label: string; look: Interpolation<Theme>; describedBy: string | undefined }) {
  const request = useMutation(useWrites().accessRequest());
  return (
    <button type="button" css={look} aria-describedby={describedBy} disabled={request.isPending} aria-busy={request.isPending} onClick={() => request.mutate(product)}>
      {label}
    </button>
  );
}

export const headerParts = { PlanCards, RequestAccessButton, AgentsWithoutAccess };

export type HeaderParts = typeof headerParts;
