import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '../app-shell/theme.ts';
import { Highlighted } from './Highlighted.tsx';

describe('matched words are highlighted', () => {
  it.each([
    ['Chat Tools for CRM', ['crm'], ['CRM']],
    ['Chat Tools for CRM', ['chat', 'tools'], ['Chat', 'Tools']],
    ['Sync (beta) now', ['(beta)'], ['(beta)']],
    ['a.b and axb', ['a.b'], ['a.b']],
    ['nothing here', [], []],
  ])('%s with %j marks %j', (text, words, marked) => {
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <Highlighted text={text} words={words} />
      </ThemeProvider>,
    );
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(marked);
    expect(container.textContent).toBe(text);
  });
});
