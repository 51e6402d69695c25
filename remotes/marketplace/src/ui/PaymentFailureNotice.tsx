/**
 * A failed payment where it failed (one-time, recurrent or cart checkout): the spec's message for
 * the failure (domain payment-failures) and its next steps — use another card, try again, contact
 * support.
 */
import { css, type Theme } from '@emotion/react';
import { nextStepLabels, paymentFailureHelp, SUPPORT_EMAIL, type PaymentFailureKind } from '@marketplace/domain/payment-failures';
import { quietButton } from './buttons.ts';

const notice = (t: Theme) => css`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 10px 12px;
  border-radius: ${t.radius.control}px;
  border: 1px solid ${t.color.danger};
  p {
    margin: 0;
    color: ${t.color.danger};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
`;

/** `title`: what happened, in the spec's short words ('Payment failed'), above the message. */
export function PaymentFailureNotice(props: {
  kind: PaymentFailureKind;
  title?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  onUseAnotherCard?: (() => void) | undefined;
}) {
  const { kind, title, onRetry, onUseAnotherCard } = props;
  const help = paymentFailureHelp(kind);
  return (
    <div css={notice} role="alert" data-testid="payment-failure">
      {title && title !== help.message && (
        <p>
          <strong>{title}</strong>
        </p>
      )}
      <p>{help.message}</p>
      <div>
        {help.nextSteps.map((step) => {
          if (step === 'contact-support') {
            return (
              <a key={step} href={`mailto:${SUPPORT_EMAIL}`}>
                {nextStepLabels[step]}
              </a>
            );
          }
          const action = step === 'retry' ? onRetry : onUseAnotherCard;
          if (action === undefined) return null;
          return (
            <button key={step} type="button" css={quietButton} onClick={action}>
              {nextStepLabels[step]}
            </button>
          );
        })}
      </div>
    </div>
  );
}
