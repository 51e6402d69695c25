/** The developer's reply to one review: written, or edited, under the review it answers. */
import { css, type Theme } from '@emotion/react';
import { REVIEW_REPLY_TEXT, reviewReplyBodySchema, type PagedReview } from '@marketplace/domain/review-pages';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useWrites } from '../data/writes.ts';
import { primaryButton, quietButton } from '../ui/buttons.ts';
import { textField } from '../ui/form-styles.ts';

const form = (t: Theme) => css`
  display: grid;
  gap: 8px;
  margin-top: 12px;
  label {
    font-weight: ${t.font.weight.medium};
  }
  textarea {
    ${textField(t)}
    min-height: 96px;
  }
  .error {
    margin: 0;
    color: ${t.color.danger};
  }
  .actions {
    display: flex;
    gap: 8px;
  }
`;

export function ReviewReplyForm({ appId, review, onDone }: { appId: string; review: PagedReview; onDone: () => void }) {
  const reply = useMutation(useWrites().reviewReply());
  const sending = reply.isPending;
  const [text, setText] = useState(review.reply?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewReplyBodySchema.safeParse({ reply: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      field.current?.focus();
      return;
    }
    setError(null);
    reply.mutate({ appId, reviewId: review.id, reply: parsed.data.reply }, { onSuccess: onDone });
  };

  return (
    <form css={form} onSubmit={(event) => void submit(event)} noValidate aria-label={`Reply to ${review.name}`}>
      <label htmlFor={id}>Your reply to {review.name}</label>
      <textarea
        id={id}
        ref={field}
        value={text}
        maxLength={REVIEW_REPLY_TEXT.max + 50}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
        autoFocus
      />
      {error && (
        <p id={`${id}-error`} className="error" role="alert">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="submit" css={primaryButton} disabled={sending}>
          {review.reply ? 'Save reply' : 'Publish reply'}
        </button>
        <button type="button" css={quietButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
