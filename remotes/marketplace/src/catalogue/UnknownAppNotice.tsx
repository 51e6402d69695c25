/**
 * On All apps after an unknown app's address (spec 2: it falls back to /apps/): says which address
 * was not found, so the fallback is not a silent change of page. The name is kept for the visit,
 * whatever the listing's filters later write into the address.
 */
import { css, type Theme } from '@emotion/react';
import { UNKNOWN_APP_PARAM } from '@marketplace/domain/routes';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { themed } from '../ui/themed.ts';

const notice = themed(
  (t: Theme) => css`
    margin: 0 0 16px;
    padding: 12px 16px;
    border: 1px solid ${t.color.border};
    border-left: 4px solid ${t.color.accent};
    border-radius: ${t.radius.card}px;
    background: ${t.color.subtle};
    overflow-wrap: anywhere;
  `,
);

export function UnknownAppNotice() {
  const { search } = useLocation();
  const [missing] = useState(() => new URLSearchParams(search).get(UNKNOWN_APP_PARAM)?.trim().slice(0, 100) || null);
  if (missing === null) return null;
  return (
    <p role="status" css={notice}>
      We couldn't find an app at “{missing}”. Here are all apps instead.
    </p>
  );
}
