import { ThemeProvider } from '@emotion/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../app-shell/theme.ts';
import { FilterGroup, type FilterOption } from './FilterGroup.tsx';

afterEach(cleanup);

const countries: FilterOption[] = ['Australia', 'Canada', 'France', 'Germany', 'Netherlands', 'Poland', 'Spain', 'United States'].map((label, index) => ({
  value: label.slice(0, 2).toUpperCase(),
  label,
  count: index,
}));

describe('a filter as a group of options', () => {
  it('shows the common options of a long group and the rest behind Show more, its expanded state said', () => {
    const onChoose = vi.fn();
    render(
      <ThemeProvider theme={lightTheme}>
        <FilterGroup legend="Country" options={countries} control={{ type: 'radio', param: 'country', chosen: 'AU', onChoose }} />
      </ThemeProvider>,
    );
    const group = screen.getByRole('group', { name: 'Country' });
    // Any, the five commonest, and the chosen one however rare; the other two wait.
    const more = within(group).getByRole('button', { name: 'Show 2 more country options' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(group.querySelectorAll('li.more input')).toHaveLength(2);
    expect([...group.querySelectorAll('li:not(.more) input')].map((input) => (input as HTMLInputElement).value)).toEqual(['', 'UN', 'SP', 'PO', 'NE', 'GE', 'AU']);
    expect(within(group).getByRole('radio', { name: 'Australia (0)' })).toHaveProperty('checked', true);
    fireEvent.click(more);
    expect(within(group).getByRole('button', { name: 'Show less country options' }).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(group).getByRole('radio', { name: 'Canada (1)' }));
    expect(onChoose).toHaveBeenCalledWith('CA');
  });

  it('keeps a short group whole and in its order, checkboxes toggling', () => {
    const onToggle = vi.fn();
    render(
      <ThemeProvider theme={lightTheme}>
        <FilterGroup
          legend="Services"
          options={countries.slice(0, 3)}
          control={{ type: 'checkbox', chosen: ['CA'], onToggle, hrefOf: (value, on) => `/services/?services=${on ? value : ''}` }}
        />
      </ThemeProvider>,
    );
    const group = screen.getByRole('group', { name: 'Services' });
    expect(within(group).queryByRole('button')).toBeNull();
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['AU', 'CA', 'FR']);
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Canada (1)' }));
    expect(onToggle).toHaveBeenCalledWith('CA', false);
  });
});
