/**
 * The card a product is billed to, and the add-card step when there is none (or the user wants
 * another): POST /account/{product} through the subscriptions slice. The number is checked with
 * the call's own schema before anything is sent.
 */
import { css, type Theme } from '@emotion/react';
import { addCardBodySchema } from '@marketplace/domain/calls/billing';
import { cardLabel } from '@marketplace/domain/card-label';
import { productNames, type LicensedProduct } from '@marketplace/domain/entities/product';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useBillingWrites } from '../data/billing-writes.ts';
import { failureMessage } from '../data/failure.ts';
import { useSubscriptions } from '../data/use-subscriptions.ts';
import { useMarketplaceStore } from '../store/context.tsx';
import { quietButton } from './buttons.ts';

const box = (t: Theme) => css`
  display: grid;
  gap: 8px;
  padding: 12px 16px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.control}px;
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: end;
  }
  label {
    display: grid;
    gap: 4px;
    font-weight: ${t.font.weight.medium};
  }
  input {
    height: 40px;
    padding: 0 10px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.control}px;
    background: ${t.color.surface};
    min-width: 16ch;
  }
  .error {
    color: ${t.color.danger};
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

/** `replaceRequest`: each new value opens the form and focuses the number (a refused card's 'Use another card'). */
export function CardDetails({ product, disabled: disabledByPage = false, replaceRequest = 0 }: { product: LicensedProduct; disabled?: boolean; replaceRequest?: number }) {
  // A ghost login replaces no card: the page around says why.
  const disabled = useMarketplaceStore((s) => disabledByPage || s.session.isGhostLogin);
  const card = useSubscriptions().subscriptions[product]?.cardDetails ?? null;
  const addCard = useMutation(useBillingWrites().addCard(product));
  const [editing, setEditing] = useState(false);
  const [number, setNumber] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const numberInput = useRef<HTMLInputElement>(null);
  // A new request opens the form (state adjusted while rendering, as React advises over an effect).
  const [seenRequest, setSeenRequest] = useState(replaceRequest);
  if (seenRequest !== replaceRequest) {
    setSeenRequest(replaceRequest);
    setEditing(true);
  }
  useEffect(() => {
    if (replaceRequest !== 0 && editing) numberInput.current?.focus();
  }, [replaceRequest, editing]);
  const described = cardLabel(card);
  const showForm = editing || described === null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = addCardBodySchema.safeParse({ cardNumber: number.replace(/[\s-]/g, '') });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Card number must be 12 to 19 digits');
      return;
    }
    setProblem(null);
    addCard.mutate(checked.data, {
      onSuccess: () => {
        setEditing(false);
        setNumber('');
      },
    });
  };

  const failure = problem ?? (addCard.isError ? failureMessage(addCard.error) : null);
  return (
    <div css={box} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`}>
        <strong>Card for {productNames[product]}</strong>
        {described ? `: ${described}` : ': no card on file'}
      </p>
      {showForm ? (
        <form onSubmit={submit} noValidate>
          <label>
            Card number
            <input
              ref={numberInput}
              value={number}
              onChange={(event) => setNumber(event.target.value)}
              inputMode="numeric"
              autoComplete="cc-number"
              aria-invalid={failure !== null}
              aria-describedby={failure ? `${id}-error` : undefined}
              disabled={disabled}
            />
          </label>
          <button type="submit" css={quietButton} disabled={disabled || addCard.isPending}>
            {addCard.isPending ? 'Saving card…' : 'Save card'}
          </button>
          {described !== null && (
            <button type="button" css={quietButton} onClick={() => setEditing(false)}>
              Keep current card
            </button>
          )}
        </form>
      ) : (
        <div>
          <button type="button" css={quietButton} onClick={() => setEditing(true)} disabled={disabled}>
            Use another card
          </button>
        </div>
      )}
      {failure && (
        <p id={`${id}-error`} className="error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
