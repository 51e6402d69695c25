/**
 * Before installing an app with an authorization client: what it will be allowed to do, in words,
 * and the user's consent ('Allow and install', for a service 'Allow and activate'), as the best marketplaces ask.
 */
import { css, type Theme } from '@emotion/react';
import { consentItems, installLabel } from '@marketplace/domain/app-actions';
import { productOfApp } from '@marketplace/domain/apps';
import type { AppSummary } from '@marketplace/domain/entities/app';
import { productNames } from '@marketplace/domain/entities/product-names';
import { Modal } from './Modal.tsx';
import { primaryAction, secondaryAction } from './styles.ts';

const list = (t: Theme) => css`
  margin: 8px 0 0;
  padding-left: 20px;
  li + li {
    margin-top: 6px;
  }
  color: ${t.color.text};
`;

export function ConsentDialog({ app, busy, onAllow, onClose }: { app: AppSummary; busy: boolean; onAllow: () => void; onClose: () => void }) {
  const product = productNames[productOfApp(app)];
  // A service reads as a service: 'Allow and activate'.
  const label = installLabel(app);
  return (
    <Modal title={`${label} ${app.name}?`} onClose={onClose}>
      <p id={`consent-${app.id}`}>If you continue, {app.name} will be allowed to:</p>
      <ul css={list} aria-labelledby={`consent-${app.id}`}>
        {consentItems(app, product).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>You can withdraw this consent at any time by uninstalling the app.</p>
      <div className="buttons">
        <button type="button" css={secondaryAction} onClick={onClose} data-autofocus="">
          Cancel
        </button>
        <button type="button" css={primaryAction} onClick={onAllow} disabled={busy} aria-busy={busy}>
          {busy ? `${label.replace(/e$/, '')}ing…` : `Allow and ${label.toLowerCase()}`}
        </button>
      </div>
    </Modal>
  );
}
