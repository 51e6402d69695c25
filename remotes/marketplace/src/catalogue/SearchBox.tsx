/**
 * Instant search in the header (spec 5 and 9): results from 2 characters as you type, in two
 * sections (apps and partners), matched words highlighted. A combobox: ↑ ↓ move through the
 * suggestions, Enter opens one (or the full results page), Escape closes, '/' focuses the box.
 */
import { css, type Theme } from '@emotion/react';
import { showsTutorial } from '@marketplace/domain/apps';
import { SEARCH_SUGGESTIONS } from '@marketplace/domain/constants';
import { appDetailPath, paths } from '@marketplace/domain/routes';
import { isSearchable, nearQueryText, searchWords } from '@marketplace/domain/search-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useHref, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Highlighted } from './Highlighted.tsx';
import { searchFallbacks } from './SearchFallbacks.tsx';
import { SearchFacts, type FactsOf } from './SearchFacts.tsx';
import { useSuggestions } from './use-search.ts';

// A fixed height with size and layout containment makes the box a relayout boundary: a keystroke
// (the input's text, the suggestions) lays out the box alone, not the header and the page.
const box = (t: Theme) => css`
  position: relative;
  height: 44px;
  contain: size layout;
  input {
    box-sizing: border-box;
    width: 100%;
    height: 44px;
    padding: 0 14px 0 40px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.pill}px;
    background: ${t.color.subtle};
  }
  .glass {
    position: absolute;
    left: 14px;
    top: 14px;
    color: ${t.color.muted};
  }
  kbd {
    position: absolute;
    right: 12px;
    top: 11px;
    padding: 0 6px;
    border: 1px solid ${t.color.border};
    border-radius: 4px;
    font-size: 12px;
    color: ${t.color.muted};
  }
`;

const popup = (t: Theme) => css`
  position: absolute;
  left: 0;
  right: 0;
  top: calc(100% + 6px);
  z-index: 30;
  max-height: 70vh;
  overflow: auto;
  margin: 0;
  padding: 6px;
  list-style: none;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  background: ${t.color.surface};
  box-shadow: 0 12px 32px rgb(0 0 0 / 18%);
  [role='presentation'] > span {
    display: block;
    padding: 6px 10px 2px;
    font-size: 12px;
    font-weight: ${t.font.weight.bold};
    text-transform: uppercase;
    color: ${t.color.muted};
  }
  [role='option'] {
    display: flex;
    gap: 10px;
    align-items: center;
    padding: 8px 10px;
    border-radius: ${t.radius.control}px;
    cursor: pointer;
  }
  [role='option'][aria-selected='true'] {
    background: ${t.color.accentSoft};
  }
  [role='option'] img {
    width: 28px;
    height: 28px;
    border-radius: 6px;
  }
  .suggestion {
    display: grid;
    min-width: 0;
  }
  .suggestion [data-testid='search-facts'] {
    margin-top: 2px;
    font-size: 12px;
    gap: 2px 12px;
  }
  .suggestion .price {
    font-size: 13px;
  }
  .hint {
    padding: 8px 10px;
    color: ${t.color.muted};
  }
`;

/** The suggestions of one answered text, in the order the arrows go through them. */
interface Suggestions {
  answered: string | null;
  options: Option[];
  /** Whether some app or partner answers the text (else the options are where to go instead). */
  found: boolean;
}

interface Option {
  id: string;
  to: string;
  label: string;
  words: string[];
  icon: string | null;
  /** The heading of the option's group (null: none, the did-you-mean above the rest). */
  section: 'Apps' | 'Partners' | 'Closest categories' | 'Closest collections' | null;
  /** The query the option runs (a near query): the box then shows it. */
  query?: string;
  /** An app's rating, price and installations. */
  facts?: FactsOf;
  /** A tutorial-only app: 'Tutorial' where its price would be, as its card says. */
  tutorial?: boolean;
}

function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export function SearchBox() {
  const navigate = useNavigate();
  const resultsPage = useHref(paths.search(''));
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onResultsPage = pathname === paths.search('').split('?')[0];
  const [query, setQuery] = useState(() => (onResultsPage ? (params.get('query') ?? '') : ''));
  const [open, setOpen] = useState(false);
  // Set by the first focus: the page then fetches what it needs to search in itself.
  const [searching, setSearching] = useState(false);
  // The option the user moved to, by id (null: the box itself), and the list they move
  // through: held from their first arrow until they type, so an answer arriving meanwhile
  // neither reorders it nor moves the option they picked.
  const [activeId, setActiveId] = useState<string | null>(null);
  const [held, setHeld] = useState<Suggestions | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  // The page searches itself once its index arrives; until then the platform does, and the last
  // suggestions, with the text they answer, stay on screen while the next are asked.
  const { answered, apps, nearQuery, partners } = useSuggestions(query, searching, SEARCH_SUGGESTIONS);

  const live = useMemo<Suggestions>(() => {
    const words = searchWords(answered ?? '');
    const found = apps.length + partners.length > 0;
    const options: Option[] = [
      ...(nearQuery === null ? [] : [{ id: 'near-query', to: paths.search(nearQuery), label: nearQueryText(nearQuery), words: [], icon: null, section: null, query: nearQuery }]),
      ...apps.map((app) => ({
        id: `app-${app.id}`,
        to: appDetailPath(app),
        label: app.name,
        words: app.matchedWords.name,
        icon: app.icon,
        section: 'Apps' as const,
        facts: app,
        tutorial: showsTutorial(app),
      })),
      ...partners.map((expert) => ({
        id: `partner-${expert.id}`,
        to: paths.expert(expert.slug),
        label: expert.name,
        words,
        icon: expert.logo,
        section: 'Partners' as const,
      })),
      // Nothing found: the closest categories and collections instead of a dead end.
      ...(found || answered === null || !isSearchable(answered)
        ? []
        : searchFallbacks(answered).map((fallback) => ({
            id: `${fallback.kind}-${fallback.to}`,
            to: fallback.to,
            label: fallback.name,
            words: [],
            icon: null,
            section: fallback.kind === 'category' ? ('Closest categories' as const) : ('Closest collections' as const),
          }))),
    ];
    return { answered, options, found };
  }, [answered, apps, nearQuery, partners]);
  const shown = held ?? live;
  const { options, found } = shown;
  const active = activeId === null ? -1 : options.findIndex((option) => option.id === activeId);

  // '/' focuses search from anywhere on the page, unless someone is typing elsewhere.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Back to the box itself and to the live list.
  const release = () => {
    setActiveId(null);
    setHeld(null);
  };

  const go = (to: string, runs?: string) => {
    setOpen(false);
    release();
    if (runs !== undefined) setQuery(runs);
    void navigate(to);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      // -1 is the box itself: moving past either end comes back to what was typed.
      const last = options.length - 1;
      const next = event.key === 'ArrowDown' ? (active >= last ? -1 : active + 1) : active <= -1 ? last : active - 1;
      setHeld(held ?? live);
      setActiveId(options[next]?.id ?? null);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = active >= 0 ? options[active] : undefined;
      if (chosen) go(chosen.to, chosen.query);
      else if (isSearchable(query)) go(paths.search(query.trim()));
      return;
    }
    if (event.key === 'Escape') {
      if (open) setOpen(false);
      else setQuery('');
      release();
    }
  };

  // The suggestions, and what they say about the text, are those of the text they were found for;
  // nothing shows until a searchable text is answered.
  const expanded = open && isSearchable(query) && shown.answered !== null && isSearchable(shown.answered);
  const activeOption = active >= 0 && active < options.length ? options[active] : undefined;
  let lastSection: Option['section'] | null = null;

  return (
    // A GET form: Enter before the page is live loads the server-rendered results page.
    <form css={box} role="search" method="get" action={resultsPage} onSubmit={(event) => event.preventDefault()}>
      <svg className="glass" aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
        <path d="M7 1.5a5.5 5.5 0 1 0 3.4 9.8l3.4 3.4 1-1-3.4-3.4A5.5 5.5 0 0 0 7 1.5zm0 1.5a4 4 0 1 1 0 8 4 4 0 0 1 0-8z" fill="currentColor" />
      </svg>
      <input
        ref={input}
        type="search"
        name="query"
        role="combobox"
        aria-label="Search apps and partners"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
        placeholder="Search apps and partners"
        autoComplete="off"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          release();
        }}
        onFocus={() => {
          setOpen(true);
          setSearching(true);
        }}
        onBlur={() => {
          setOpen(false);
          release();
        }}
        onKeyDown={onKeyDown}
      />
      {!query && <kbd aria-hidden="true">/</kbd>}
      <ul id={listId} role="listbox" aria-label="Search suggestions" css={popup} hidden={!expanded}>
        {expanded && !found && <li className="hint">No apps or partners match “{shown.answered}”.</li>}
        {expanded &&
          options.map((option, index) => {
            const heading = option.section !== lastSection ? option.section : null;
            lastSection = option.section;
            return [
              heading && (
                <li key={`heading-${heading}`} role="presentation">
                  <span>{heading}</span>
                </li>
              ),
              <li
                key={option.id}
                id={`${listId}-${option.id}`}
                role="option"
                aria-selected={index === active}
                // Keep focus in the box while a pointer picks a suggestion.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => go(option.to, option.query)}
              >
                {option.icon && <img src={option.icon} alt="" />}
                <span className="suggestion">
                  <span data-testid={option.section === 'Apps' || option.section === 'Partners' ? 'suggestion-name' : undefined}>
                    <Highlighted text={option.label} words={option.words} />
                  </span>
                  {option.facts && <SearchFacts app={option.facts} tutorial={option.tutorial ?? false} />}
                </span>
              </li>,
            ];
          })}
        {expanded && found && (
          <li role="presentation" className="hint">
            Press Enter to see all results for “{query.trim()}”.
          </li>
        )}
      </ul>
    </form>
  );
}
