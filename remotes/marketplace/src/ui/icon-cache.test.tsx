import { ThemeProvider } from '@emotion/react';
import { makeApp } from '@marketplace/domain/test/fixtures';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { lightTheme } from '../app-shell/theme.ts';
import { AppCard } from './AppCard.tsx';
import { ICONS_KEPT, keepIcon, keptIcons } from './icon-cache.ts';

afterEach(cleanup);
const url = (n: number) => `https://cdn.example.test/icons/app-${n}.svg`;

describe('the icons cards showed last stay loaded, so a card drawn again does not parse its icon again', () => {
  it('keeps at most the given number, forgetting the least recently shown', () => {
    for (let n = 0; n < 5; n++) keepIcon(url(n), 3);
    expect(keptIcons()).toEqual([url(2), url(3), url(4)]);
    keepIcon(url(2), 3);
    keepIcon(url(5), 3);
    expect(keptIcons()).toEqual([url(4), url(2), url(5)]);
  });

  it('keeps four steps of cards by default, and nothing for an empty source', () => {
    for (let n = 0; n < ICONS_KEPT + 10; n++) keepIcon(url(n));
    keepIcon('');
    expect(keptIcons()).toHaveLength(ICONS_KEPT);
    expect(keptIcons().at(-1)).toBe(url(ICONS_KEPT + 9));
  });

  it("holds a card's icon once it has loaded", () => {
    const icon = 'https://cdn.example.test/icons/held-by-card.svg';
    const app = makeApp({ id: 'held', name: 'Held', icon });
    const { container } = render(
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter>
          <AppCard app={app} href="/apps/held/" />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(keptIcons()).not.toContain(icon);
    const img = container.querySelector('img');
    if (!img) throw new Error('no icon drawn');
    fireEvent.load(img);
    expect(keptIcons().at(-1)).toBe(icon);
  });
});
