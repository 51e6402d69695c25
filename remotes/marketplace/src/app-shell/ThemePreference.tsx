/**
 * Light or dark: the stored preference, else the system's, switchable at any time. The choice is
 * stored so the next visit opens in it (spec 9: a light-theme preference is stored locally).
 */
import { Global, ThemeProvider, css } from '@emotion/react';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { readThemePreference, writeThemePreference } from './preferences.ts';
import { themes, type ThemeName } from './theme.ts';

interface ThemeChoice {
  name: ThemeName;
  toggle(): void;
}

const ThemeChoiceContext = createContext<ThemeChoice>({ name: 'light', toggle: () => undefined });

export function useThemeChoice(): ThemeChoice {
  return useContext(ThemeChoiceContext);
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function ThemePreference({ children }: { children: ReactNode }) {
  const [name, setName] = useState<ThemeName>(() => readThemePreference() ?? (systemPrefersDark() ? 'dark' : 'light'));
  const toggle = useCallback(() => {
    setName((current) => {
      const next = current === 'light' ? 'dark' : 'light';
      writeThemePreference(next);
      return next;
    });
  }, []);
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
