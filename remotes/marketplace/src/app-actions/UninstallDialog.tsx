/**
 * Uninstalling (deactivating a service) from a dialog with the optional reasons form. The store
 * runs the spec's flow: the active recurrent charge is cancelled first, consent withdrawn, the
 * install deleted with the reasons, a 1 s wait, then the app is marked removed.
 */
import { css, type Theme } from '@emotion/react';
import { UNINSTALL_COMMENT_MAX, uninstallLabel, uninstallReasons, uninstallReasonText, type UninstallReason } from '@marketplace/domain/app-actions';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { useId, useState } from 'react';
import { Modal } from './Modal.tsx';
import { dangerAction, secondaryAction } from './styles.ts';

const form = (t: Theme) => css`
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 8px;
    font-weight: ${t.font.weight.medium};
  }
  label.reason {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 32px;
  }
  label.comment {
    display: block;
    margin: 12px 0 4px;
  }
  textarea {
    box-sizing: border-box;
    width: 100%;
    min-height: 72px;
    padding: 8px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.control}px;
    background: ${t.color.surface};
  }
  .hint {
    margin: 4px 0 0;
    font-size: 14px;
    color: ${t.color.muted};
  }
`;

export function UninstallDialog({ app, busy, onConfirm, onClose }: { app: AppSummary; busy: boolean; onConfirm: (reason: string | undefined) => void; onClose: () => void }) {
  const [chosen, setChosen] = useState<UninstallReason[]>([]);
  const [comment, setComment] = useState('');
  const commentId = useId();
  const label = uninstallLabel(app);
  const toggle = (reason: UninstallReason, on: boolean) => setChosen((now) => (on ? [...now, reason] : now.filter((r) => r !== reason)));
  return (
    <Modal title={`${label} ${app.name}?`} onClose={onClose}>
      <form
        css={form}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(uninstallReasonText(chosen, comment));
        }}
      >
        <p>
          {app.payment !== null && 'Its active subscription is cancelled first. '}
          {app.name} loses the access you gave it.
        </p>
        <fieldset>
          <legend>Why are you leaving? (optional)</legend>
          {uninstallReasons.map((reason) => (
            <label className="reason" key={reason}>
              <input type="checkbox" checked={chosen.includes(reason)} onChange={(event) => toggle(reason, event.target.checked)} />
              {reason}
            </label>
          ))}
        </fieldset>
        <label className="comment" htmlFor={commentId}>
          Anything else? (optional)
        </label>
        <textarea id={commentId} value={comment} maxLength={UNINSTALL_COMMENT_MAX} onChange={(event) => setComment(event.target.value)} />
        <p className="hint">Up to {UNINSTALL_COMMENT_MAX} characters.</p>
        <div className="buttons">
          <button type="button" css={secondaryAction} onClick={onClose} data-autofocus="">
            Cancel
          </button>
          <button type="submit" css={dangerAction} disabled={busy} aria-busy={busy}>
            {busy ? `${label.replace(/e$/, '')}ing…` : label}
          </button>
        </div>
        <p role="status" className="hint">
          {busy ? 'This takes a moment.' : ''}
        </p>
      </form>
    </Modal>
  );
}
