/**
 * One filter as a group of options to scan: radios for a filter that takes one value ('Any' first),
 * checkboxes for one that takes several, each option with the number of apps it would show. A
 * long group shows its common options and hides the rest behind 'Show more', a button that says
 * whether it is expanded. Without JavaScript every option shows (no button could open them).
 */
import { css, type Theme } from '@emotion/react';
import { commonOptions } from '@marketplace/domain/listing-facets';
import { useId, useState } from 'react';
import { earlyHrefAttribute, earlyParamAttribute } from '@marketplace/shared/early-controls';
import { visuallyHidden } from '../ui/visually-hidden.ts';
import { phoneMedia } from './filter-media.ts';

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

const group = (t: Theme) => css`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-size: 14px;
    font-weight: ${t.font.weight.bold};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: center;
    min-height: 32px;
    font-size: 14px;
    cursor: pointer;
    @media ${phoneMedia} {
      min-height: 44px;
      font-size: 16px;
    }
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    flex: none;
    accent-color: ${t.color.accent};
    cursor: pointer;
  }
  .name {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .count {
    color: ${t.color.muted};
    font-variant-numeric: tabular-nums;
  }
  label:has(input:checked) .name {
    font-weight: ${t.font.weight.medium};
  }
  @media (scripting: enabled) {
    &[data-expanded='false'] .more {
      display: none;
    }
  }
  .toggle {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0;
    border: 0;
    background: none;
    color: ${t.color.accent};
    font: inherit;
    font-size: 14px;
    font-weight: ${t.font.weight.medium};
    text-decoration: underline;
    text-underline-offset: 3px;
    cursor: pointer;
    @media ${phoneMedia} {
      min-height: 44px;
    }
    @media (scripting: none) {
      display: none;
    }
    &:focus-visible {
      outline: 3px solid ${t.color.focus};
      outline-offset: 2px;
    }
  }
`;

type Control =
  /** One value (the query parameter `param`), or none with 'Any'. */
  | { type: 'radio'; param: string; chosen: string; onChoose: (value: string) => void; anyLabel?: string }
  /** Several values: `hrefOf` is the listing's address once the option is toggled (before the page is live). */
  | { type: 'checkbox'; chosen: readonly string[]; onToggle: (value: string, on: boolean) => void; hrefOf: (value: string, on: boolean) => string };

export function FilterGroup({ legend, options, control }: { legend: string; options: readonly FilterOption[]; control: Control }) {
  const name = useId();
  const moreId = useId();
  const [expanded, setExpanded] = useState(false);
  const chosen = control.type === 'radio' ? [control.chosen] : control.chosen;
  const { shown, more } = commonOptions(options, chosen);

  const item = (option: FilterOption, className?: string) => {
    const checked = chosen.includes(option.value);
    const input =
      control.type === 'radio' ? (
        <input type="radio" name={name} value={option.value} checked={checked} onChange={() => control.onChoose(option.value)} {...{ [earlyParamAttribute]: control.param }} />
      ) : (
        <input
          type="checkbox"
          value={option.value}
          checked={checked}
          onChange={(event) => control.onToggle(option.value, event.target.checked)}
          {...{ [earlyHrefAttribute]: control.hrefOf(option.value, !checked) }}
        />
      );
    return (
      <li key={option.value} className={className}>
        <label>
          {input}
          <span className="name">{option.label}</span>
          <span className="count" aria-hidden="true">
            {option.count}
          </span>
          <span css={visuallyHidden}> ({option.count})</span>
        </label>
      </li>
    );
  };

  return (
    <fieldset css={group} data-expanded={expanded}>
      <legend>{legend}</legend>
      <ul>
        {control.type === 'radio' && (
          <li>
            <label>
              <input type="radio" name={name} value="" checked={control.chosen === ''} onChange={() => control.onChoose('')} {...{ [earlyParamAttribute]: control.param }} />
              <span className="name">{control.anyLabel ?? 'Any'}</span>
            </label>
          </li>
        )}
        {shown.map((option) => item(option))}
      </ul>
      {more.length > 0 && (
        <>
          <ul id={moreId}>{more.map((option) => item(option, 'more'))}</ul>
          <button type="button" className="toggle" aria-expanded={expanded} aria-controls={moreId} onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'Show less' : `Show ${more.length} more`}
            <span css={visuallyHidden}> {legend.toLowerCase()} options</span>
          </button>
        </>
      )}
    </fieldset>
  );
}
