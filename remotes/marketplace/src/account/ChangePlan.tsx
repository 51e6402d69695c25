/**
 * My apps' Change plan: the plans an installed app can move to, each with the amount the platform
 * charges now for it (the amount its ledger row will hold), and the change as a mutation. A
 * double click sends the same intent (Idempotency-Key), so it is charged once.
 */
import { css, type Theme } from '@emotion/react';
import type { AppSummary } from '@marketplace/domain/entities/app';
import type { BillingCycle } from '@marketplace/domain/entities/cart';
import { planChangeText, type PlanChoices } from '@marketplace/domain/plan-change';
import { formatPrice } from '@marketplace/domain/pricing';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ghostLoginRefusal } from '@marketplace/domain/installability';
import { failureMessage } from '../data/failure.ts';
import { useMarketplaceStore, useMarketplaceStoreApi } from '../store/context.tsx';
import { useWrites } from '../data/writes.ts';
import { primaryButton, quietButton } from '../ui/buttons.ts';
import { visuallyHidden } from '../ui/visually-hidden.ts';

const form = (t: Theme) => css`
  margin-top: 12px;
  fieldset {
    margin: 0 0 12px;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 8px;
    font-weight: ${t.font.weight.medium};
  }
  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

/** 'Yearly payment: $235.62 charged now' (with the tax it includes, when there is one). */
function optionText(option: PlanChoices['options'][number]): string {
  const tax = option.taxValue > 0 ? ` (incl. ${formatPrice(option.taxValue)} tax)` : '';
  return `${planChangeText(option.planId)}: ${formatPrice(option.amount)} charged now${tax}`;
}

function ChangePlanForm({ app, accountId, onDone }: { app: AppSummary; accountId: string; onDone: () => void }) {
  const store = useMarketplaceStoreApi();
  const legendId = useId();
  const choices = useQuery(store.reads.planChoices(accountId, app.id));
  const [chosen, setChosen] = useState<BillingCycle | null>(null);
  const options = choices.data?.options ?? [];
  const selected = options.find((option) => option.planId === chosen) ?? options[0];
  const change = useMutation(useWrites().planChange(accountId, app));
  if (choices.isPending) return <p role="status">Loading the plans of {app.name}…</p>;
  if (choices.isError) return <p role="alert">{failureMessage(choices.error)}</p>;
  if (selected === undefined) return <p>{app.name} is sold with one plan only.</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!change.isPending) change.mutate({ planId: selected.planId, since: choices.data.since }, { onSuccess: onDone });
  };
  return (
    <form css={form} onSubmit={submit} aria-labelledby={legendId}>
      <fieldset>
        <legend id={legendId}>New plan for {app.name}</legend>
        {options.map((option) => (
          <label key={option.planId}>
            <input type="radio" name={`plan-${app.id}`} value={option.planId} checked={option.planId === selected.planId} onChange={() => setChosen(option.planId)} />
            <span data-testid="plan-change-option">{optionText(option)}</span>
          </label>
        ))}
      </fieldset>
      {change.isError && <p role="alert">{failureMessage(change.error)}</p>}
      <div className="actions">
        <button type="submit" css={primaryButton} disabled={change.isPending} data-testid="plan-change-confirm">
          {change.isPending ? 'Changing plan…' : `Pay ${formatPrice(selected.amount)} and change plan`}
        </button>
        <button type="button" css={quietButton} onClick={onDone}>
          Keep the current plan
        </button>
      </div>
    </form>
  );
}

export function ChangePlan({ app }: { app: AppSummary }) {
  const accountId = useMarketplaceStore((s) => (s.session.isAuthorized ? s.session.accountId : null));
  // A ghost login only browses: no live control, and the reason is said where the button would be.
  const readOnlyBecause = useMarketplaceStore((s) => ghostLoginRefusal(s.session)?.message ?? null);
  const [open, setOpen] = useState(false);
  const formId = useId();
  if (accountId === null) return null;
  if (readOnlyBecause !== null) {
    return (
      <p role="note" data-testid="plan-change-read-only">
        Change plan<span css={visuallyHidden}> of {app.name}</span>: {readOnlyBecause}
      </p>
    );
  }
  return (
    <div>
      <button type="button" css={quietButton} aria-expanded={open} aria-controls={formId} onClick={() => setOpen((was) => !was)}>
        Change plan<span css={visuallyHidden}> of {app.name}</span>
      </button>
      <div id={formId}>{open && <ChangePlanForm app={app} accountId={accountId} onDone={() => setOpen(false)} />}</div>
    </div>
  );
}
