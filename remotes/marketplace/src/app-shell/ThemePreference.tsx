/**
 * Light or dark: the stored preference, else the system's, switchable at any time. The choice is
 * stored so the next visit opens in it (spec 9: a light-theme preference is stored locally).
 */
import { Global, ThemeProvider, css } from '@emotion/react';
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { readThemePreference, writeThemePreference } from './preferences.ts';
import { themes, type ThemeName } from './theme.ts';

interface ThemeChoice {
  name: ThemeName;
  toggle: () => void;
}

const ThemeChoiceContext = createContext<ThemeChoice>({ name: 'light', toggle: () => undefined });

export function useThemeChoice(): ThemeChoice {
  return useContext(ThemeChoiceContext);
}

function systemPrefersDark(): boolean {
  // No window on the server: it renders the light theme.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

const preferredTheme = (): ThemeName => readThemePreference() ?? (systemPrefersDark() ? 'dark' : 'light');

const noSubscription = () => () => undefined;
/** The server cannot know the visitor's theme: it renders the light one. */
const serverTheme = (): ThemeName => 'light';

export function ThemePreference({ children }: { children: ReactNode }) {
  // The stored or system theme; a server-rendered page hydrates in the server's theme first (the
  // same HTML), then React renders again in this one.
  const preferred = useSyncExternalStore(noSubscription, preferredTheme, serverTheme);
  const [chosen, setChosen] = useState<ThemeName | null>(null);
  const name = chosen ?? preferred;
  const toggle = useCallback(() => {
    const next = name === 'light' ? 'dark' : 'light';
    writeThemePreference(next);
    setChosen(next);
  }, [name]);
  const choice = useMemo(() => ({ name, toggle }), [name, toggle]);
  const theme = themes[name];
  return (
    <ThemeChoiceContext.Provider value={choice}>
      <ThemeProvider theme={theme}>
        <Global
          styles={css`
            [data-marketplace-root] {
              color-scheme: ${name};
            }
          `}
        />
        {children}
      </ThemeProvider>
    </ThemeChoiceContext.Provider>
  );
}
