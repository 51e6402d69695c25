/**
 * Tabs as the WAI-ARIA pattern describes them: one tab stop, arrow keys / Home / End move between
 * tabs and select them, each panel labelled by its tab. The selected tab is kept in the query
 * string (`tab=`), so a tab can be linked to and survives a reload; the first tab leaves the
 * address clean.
 */
import { css, type Theme } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useHref, useLocation, useSearchParams } from 'react-router-dom';
import { earlyHrefAttribute } from '@marketplace/shared/early-controls';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  panel: () => ReactNode;
}

const TAB_PARAM = 'tab';

const tabList = (t: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 24px 0 16px;
  border-bottom: 1px solid ${t.color.border};
  button {
    min-height: 44px;
    padding: 0 16px;
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${t.color.muted};
    font: inherit;
    font-weight: ${t.font.weight.medium};
    cursor: pointer;
  }
  button[aria-selected='true'] {
    border-bottom-color: ${t.color.accent};
    color: ${t.color.text};
  }
  button:focus-visible {
    outline: 3px solid ${t.color.focus};
    outline-offset: -3px;
  }
`;

/** The tab named in the query string, or `fallback` when it names none of `ids`. */
export function useSelectedTab<T extends string>(ids: readonly T[], fallback: T): [T, (tab: T) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_PARAM);
  const selected = ids.find((id) => id === asked) ?? fallback;
  const select = (tab: T) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === fallback) next.delete(TAB_PARAM);
        else next.set(TAB_PARAM, tab);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [selected, select];
}

export function Tabs<T extends string>({ label, tabs, selected, onSelect }: { label: string; tabs: readonly TabItem<T>[]; selected: T; onSelect: (tab: T) => void }) {
  const base = useId();
  const buttons = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const tabId = (id: T) => `${base}-tab-${id}`;
  const panelId = (id: T) => `${base}-panel-${id}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[tab.id]?.focus();
  };

  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  // Before the page is live a tab loads the page with it selected.
  const { pathname, search } = useLocation();
  const here = useHref({ pathname });
  const hrefOf = (id: T) => {
    const next = new URLSearchParams(search);
    next.set(TAB_PARAM, id);
    return `${here}?${next.toString()}`;
  };
  return (
    <div>
      <div role="tablist" aria-label={label} css={tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === current?.id}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === current?.id ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            {...{ [earlyHrefAttribute]: hrefOf(tab.id) }}
            ref={(element) => {
              buttons.current[tab.id] = element;
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current && (
        <div role="tabpanel" id={panelId(current.id)} aria-labelledby={tabId(current.id)} tabIndex={0}>
          {current.panel()}
        </div>
      )}
    </div>
  );
}
