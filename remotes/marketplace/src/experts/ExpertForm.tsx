/**
 * The two forms of an expert's profile: contact the expert (email, name, surname, website,
 * message) and review the expert (name, email, website, comment), checked with the domain's
 * rules (spec 5) before anything is sent. Sending disables the button; a success clears the form
 * (spec 8 messages are shown by the store's notifications). The signed-in user's email is filled
 * in until they type another; a visitor is asked to sign in, since only account holders may send.
 */
import { expertFormErrors, type ExpertContactForm, type ExpertFormErrors, type ExpertFormKind, type ExpertReviewForm } from '@marketplace/domain/experts';
import { EXPERT_REVIEW_TEXT } from '@marketplace/domain/constants';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useFocusKeptWhileSending } from '../ui/focus-while-sending.ts';
import { formFrame, primaryButton } from '../ui/form-styles.ts';

type FormOf<K extends ExpertFormKind> = K extends 'contact' ? ExpertContactForm : ExpertReviewForm;
type Field<K extends ExpertFormKind> = keyof FormOf<K> & string;

interface FieldSpec {
  label: string;
  type: 'email' | 'text' | 'url' | 'textarea';
  autoComplete?: string;
  optional?: boolean;
}

const contactFields: Readonly<Record<keyof ExpertContactForm, FieldSpec>> = {
  email: { label: 'Your email', type: 'email', autoComplete: 'email' },
  name: { label: 'Name', type: 'text', autoComplete: 'given-name' },
  surname: { label: 'Surname', type: 'text', autoComplete: 'family-name' },
  website: { label: 'Website', type: 'url', autoComplete: 'url', optional: true },
  message: { label: 'Message', type: 'textarea' },
};

const reviewFields: Readonly<Record<keyof ExpertReviewForm, FieldSpec>> = {
  name: { label: 'Your name', type: 'text', autoComplete: 'name' },
  email: { label: 'Your email', type: 'email', autoComplete: 'email' },
  website: { label: 'Website', type: 'url', autoComplete: 'url', optional: true },
  comment: { label: 'Your review', type: 'textarea' },
};

const emptyForm = { contact: { email: '', name: '', surname: '', website: '', message: '' }, review: { email: '', name: '', website: '', comment: '' } } as const;

export interface ExpertFormProps<K extends ExpertFormKind> {
  kind: K;
  expertName: string;
  /** The signed-in user's email, or '' for a visitor. */
  signedInEmail: string;
  signedIn: boolean;
  sending: boolean;
  /** Sends the form; true when it was accepted (the form is then cleared). */
  onSend: (form: FormOf<K>) => Promise<boolean>;
  onSignIn: () => void;
  /** Why this account may not send (a ghost login only browses): said instead of the send button. */
  refusedBecause?: string | null;
}

export function ExpertForm<K extends ExpertFormKind>({ kind, expertName, signedInEmail, signedIn, sending, onSend, onSignIn, refusedBecause = null }: ExpertFormProps<K>) {
  const specs = (kind === 'contact' ? contactFields : reviewFields) as Readonly<Record<Field<K>, FieldSpec>>;
  const order = Object.keys(specs) as Field<K>[];
  const [values, setValues] = useState<FormOf<K>>({ ...emptyForm[kind] } as FormOf<K>);
  // null until the person types their own address: the signed-in email shows meanwhile.
  const [typedEmail, setTypedEmail] = useState<string | null>(null);
  const [errors, setErrors] = useState<ExpertFormErrors<K>>({});
  const [signInNeeded, setSignInNeeded] = useState(false);
  const id = useId();
  const inputs = useRef<Partial<Record<Field<K>, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const form = { ...values, email: typedEmail ?? signedInEmail } as FormOf<K>;
  const textField = (kind === 'contact' ? 'message' : 'comment') as Field<K>;
  const title = kind === 'contact' ? `Contact ${expertName}` : `Review ${expertName}`;
  const { button: submitButton, sendStarts } = useFocusKeptWhileSending(sending);

  const change = (field: Field<K>, value: string) => {
    if (field === 'email') setTypedEmail(value);
    else setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || refusedBecause !== null) return;
    const found = expertFormErrors(kind, form) as Partial<Record<Field<K>, string>>;
    setErrors(found as ExpertFormErrors<K>);
    const first = order.find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    if (!signedIn) {
      setSignInNeeded(true);
      return;
    }
    setSignInNeeded(false);
    sendStarts();
    if (await onSend(form)) {
      setValues({ ...emptyForm[kind] } as FormOf<K>);
      setTypedEmail(null);
    }
  };

  const fieldError = (field: Field<K>) => (errors as Partial<Record<Field<K>, string>>)[field];
  const describedBy = (field: Field<K>) =>
    [fieldError(field) ? `${id}-${field}-error` : null, field === textField ? `${id}-${field}-count` : null].filter(Boolean).join(' ') || undefined;

  return (
    <form css={formFrame} noValidate aria-labelledby={`${id}-title`} onSubmit={(event) => void onSubmit(event)} data-testid={`expert-${kind}-form`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {order.map((field) => {
        const spec = specs[field];
        const value = String(form[field as keyof FormOf<K>] ?? '');
        const common = {
          id: `${id}-${field}`,
          name: field,
          value,
          autoComplete: spec.autoComplete,
          'aria-invalid': fieldError(field) ? true : undefined,
          'aria-describedby': describedBy(field),
          'aria-required': spec.optional ? undefined : true,
        } as const;
        return (
          <div key={field}>
            <label htmlFor={`${id}-${field}`}>
              {spec.label}
              {spec.optional ? ' (optional)' : ''}
            </label>
            {spec.type === 'textarea' ? (
              <textarea
                {...common}
                rows={5}
                onChange={(event) => change(field, event.target.value)}
                ref={(element) => {
                  inputs.current[field] = element;
                }}
              />
            ) : (
              <input
                {...common}
                type={spec.type}
                onChange={(event) => change(field, event.target.value)}
                ref={(element) => {
                  inputs.current[field] = element;
                }}
              />
            )}
            {field === textField && (
              <p className="hint" id={`${id}-${field}-count`}>
                {value.length} of {EXPERT_REVIEW_TEXT.max} characters (at least {EXPERT_REVIEW_TEXT.min})
              </p>
            )}
            {fieldError(field) && (
              <p className="error" id={`${id}-${field}-error`}>
                {fieldError(field)}
              </p>
            )}
          </div>
        );
      })}
      <div role="status" aria-live="polite">
        {signInNeeded && !signedIn && (
          <p>
            Sign in to {kind === 'contact' ? 'send your message' : 'send your review'}.{' '}
            <button type="button" css={primaryButton} onClick={onSignIn}>
              Sign in
            </button>
          </p>
        )}
      </div>
      {refusedBecause !== null ? (
        <p>{refusedBecause}</p>
      ) : (
        <div>
          <button type="submit" css={primaryButton} disabled={sending} ref={submitButton}>
            {sending ? 'Sending…' : kind === 'contact' ? 'Send message' : 'Send review'}
          </button>
        </div>
      )}
    </form>
  );
}
