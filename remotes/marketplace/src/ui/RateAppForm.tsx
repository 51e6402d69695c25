/**
 * Rate and review an app: 1–5 stars, name and review, checked with the domain's rules and
 * messages (spec 5) before anything is sent. The store sends it and shows 'Thank you for rating
 * this app.' (or the failure with its reason) through the notifications (spec 8). Shared: the
 * app page rates with it, My reviews edits with it.
 */
import { css, type Theme } from '@emotion/react';
import { APP_REVIEW_TEXT, STAR_MAX, STAR_MIN } from '@marketplace/domain/constants';
import type { AppReviewInput } from '@marketplace/domain/entities/feedback';
import { ghostLoginRefusal } from '@marketplace/domain/installability';
import { validateAppReview } from '@marketplace/domain/reviews';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMarketplaceStore } from '../store/context.tsx';
import { useWrites } from '../data/writes.ts';
import { primaryButton, quietButton } from './buttons.ts';
import { focusRing } from './focus-ring.ts';
import { fieldLabel, formPanel, textField } from './form-styles.ts';
import { useFocusKeptWhileSending } from './focus-while-sending.ts';

type Field = 'rating' | 'name' | 'review';
const fieldOrder: readonly Field[] = ['rating', 'name', 'review'];

const form = (t: Theme) => css`
  ${formPanel(t, 560)}
  margin-top: 24px;
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    ${fieldLabel(t)}
  }
  .stars {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .stars label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    margin: 0;
    padding: 6px 10px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.control}px;
    background: ${t.color.surface};
    font-weight: ${t.font.weight.regular};
    cursor: pointer;
  }
  .stars input {
    accent-color: ${t.color.accent};
    ${focusRing(t)}
  }
  input[type='text'],
  textarea {
    ${textField(t)}
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

export interface RateAppFormProps {
  appId: string;
  appName: string;
  /** Editing a review ('My reviews'): the form starts from it and sends it as an edit. */
  edit?: { initial: AppReviewInput; onSaved: () => void; onCancel: () => void };
  /** Why the organisation may not review the app (review-eligibility.ts), or null: the form is then not offered. */
  refusedBecause?: string | null;
}

export function RateAppForm({ appId, appName, edit, refusedBecause = null }: RateAppFormProps) {
  const writes = useWrites();
  const send = useMutation(edit ? writes.reviewEdit() : writes.rating());
  const sending = send.isPending;
  const { button: submitButton, sendStarts } = useFocusKeptWhileSending(sending);
  const authorized = useMarketplaceStore((s) => s.session.isAuthorized);
  const sessionName = useMarketplaceStore((s) => s.session.name);
  // A ghost login only browses: the form is not offered, and the section says why before any click.
  const readOnlyBecause = useMarketplaceStore((s) => ghostLoginRefusal(s.session)?.message ?? null) ?? refusedBecause;
  const [rating, setRating] = useState<number | null>(edit?.initial.rating ?? null);
  const [name, setName] = useState<string | null>(edit?.initial.name ?? null);
  const [review, setReview] = useState(edit?.initial.review ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [signInNeeded, setSignInNeeded] = useState(false);
  const id = useId();
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  // The signed-in user's name is offered until they type their own.
  const shownName = name ?? sessionName;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateAppReview({ rating: rating ?? undefined, name: shownName, review });
    if (!result.ok) {
      const next: Partial<Record<Field, string>> = {};
      for (const field of fieldOrder) {
        const message = result.errors[field];
        if (message) next[field] = message;
      }
      setErrors(next);
      const first = fieldOrder.find((field) => next[field]);
      if (first) fields.current[first]?.focus();
      return;
    }
    setErrors({});
    if (!authorized) {
      // Rating needs an account; sending anonymously would only come back unauthorised.
      setSignInNeeded(true);
      return;
    }
    setSignInNeeded(false);
    sendStarts();
    // A failure is told by the notifications; the form keeps what was typed.
    const sent = await send.mutateAsync({ appId, review: result.value }).then(
      () => true,
      () => false,
    );
    if (!sent) return;
    if (edit) {
      edit.onSaved();
    } else {
      setRating(null);
      setReview('');
    }
  };

  if (readOnlyBecause !== null) {
    return (
      <section css={form} aria-labelledby={`${id}-title`} data-testid="rate-app-form">
        <h3 id={`${id}-title`}>{edit ? `Edit your review of ${appName}` : `Rate and review ${appName}`}</h3>
        <p role="note">{readOnlyBecause}</p>
      </section>
    );
  }

  const describedBy = (field: Field, hint?: string) => [errors[field] ? `${id}-${field}-error` : null, hint ?? null].filter(Boolean).join(' ') || undefined;

  return (
    <form css={form} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`} data-testid="rate-app-form">
      <h3 id={`${id}-title`}>{edit ? `Edit your review of ${appName}` : `Rate and review ${appName}`}</h3>
      <fieldset aria-describedby={describedBy('rating')}>
        <legend>Your rating</legend>
        <div className="stars">
          {Array.from({ length: STAR_MAX - STAR_MIN + 1 }, (_x, i) => STAR_MIN + i).map((star, i) => (
            <label key={star}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={star}
                checked={rating === star}
                onChange={() => setRating(star)}
                aria-invalid={errors.rating ? true : undefined}
                ref={
                  i === 0
                    ? (element) => {
                        fields.current.rating = element;
                      }
                    : undefined
                }
              />
              {star} {star === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
        {errors.rating && (
          <p className="error" id={`${id}-rating-error`}>
            {errors.rating}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-name`}>Your name</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          value={shownName}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          ref={(element) => {
            fields.current.name = element;
          }}
        />
        {errors.name && (
          <p className="error" id={`${id}-name-error`}>
            {errors.name}
          </p>
        )}
      </div>
      <div>
        <label htmlFor={`${id}-review`}>Your review</label>
        <textarea
          id={`${id}-review`}
          rows={4}
          value={review}
          onChange={(event) => setReview(event.target.value)}
          aria-invalid={errors.review ? true : undefined}
          aria-describedby={describedBy('review', `${id}-review-count`)}
          ref={(element) => {
            fields.current.review = element;
          }}
        />
        <p className="hint" id={`${id}-review-count`}>
          {review.length} of {APP_REVIEW_TEXT.max} characters
        </p>
        {errors.review && (
          <p className="error" id={`${id}-review-error`}>
            {errors.review}
          </p>
        )}
      </div>
      <div role="status" aria-live="polite">
        {signInNeeded && <p className="error">Log in to rate this app.</p>}
      </div>
      <div className="actions">
        <button type="submit" css={primaryButton} disabled={sending} ref={submitButton}>
          {sending ? 'Sending…' : edit ? 'Save review' : 'Submit review'}
        </button>
        {edit && (
          <button type="button" css={quietButton} onClick={edit.onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
