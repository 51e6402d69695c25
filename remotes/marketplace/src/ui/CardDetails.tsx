/**
 * The card a product is billed to, and the add-card step when there is none (or the user wants
 * another): POST /account/{product} through the subscriptions slice. The number is checked with
 * the call's own schema before anything is sent.
 */
import { cardBrandName } from '@marketplace/domain/entities/product-names';
import { css, type Theme } from '@emotion/react';
import { addCardBodySchema } from '@marketplace/domain/calls/billing';
import type { CardDetails as Card } from '@marketplace/domain/entities/cart';
import { productNames, type LicensedProduct } from '@marketplace/domain/entities/product';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMarketplaceStore } from '../store/context.tsx';
import { RequestStatus } from '../store/request-status.ts';
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

export function describeCard(card: Card | null | undefined): string | null {
  if (!card?.hasCard) return null;
  const brand = card.cardType ? cardBrandName(card.cardType) : 'Card';
  return `${brand} ending in ${card.lastFour ?? '····'}`;
}

/** `replaceRequest`: each new value opens the form and focuses the number (a refused card's 'Use another card'). */
export function CardDetails({ product, disabled: disabledByPage = false, replaceRequest = 0 }: { product: LicensedProduct; disabled?: boolean; replaceRequest?: number }) {
  // A ghost login replaces no card: the page around says why.
  const disabled = useMarketplaceStore((s) => disabledByPage || s.session.isGhostLogin);
  const card = useMarketplaceStore((s) => s.subscriptions[product]?.cardDetails ?? null);
  const addCard = useMarketplaceStore((s) => s.addCard);
  const request = useMarketplaceStore((s) => s.addCardRequest);
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
  const described = describeCard(card);
  const showForm = editing || described === null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = addCardBodySchema.safeParse({ cardNumber: number.replace(/[\s-]/g, '') });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Card number must be 12 to 19 digits');
      return;
    }
    setProblem(null);
    if (await addCard(product, checked.data)) {
      setEditing(false);
      setNumber('');
    }
  };

  const failure = problem ?? (request.status === RequestStatus.rejected ? (request.error?.message ?? null) : null);
  return (
    <div css={box} role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`}>
        <strong>Card for {productNames[product]}</strong>
        {described ? `: ${described}` : ': no card on file'}
      </p>
      {showForm ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
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
          <button type="submit" css={quietButton} disabled={disabled || request.status === RequestStatus.pending}>
            {request.status === RequestStatus.pending ? 'Saving card…' : 'Save card'}
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
