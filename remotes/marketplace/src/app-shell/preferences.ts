/**
 * Preferences kept in the browser (spec 4 and 9): the light/dark theme and the compatibility
 * filter. Storage may be unavailable (private mode, a blocked third-party frame): reading then
 * gives the default and writing is skipped, never an error on screen.
 */
import { products, type Product } from '@marketplace/domain/entities/products';
import { isOneOf } from '@marketplace/domain/one-of';
import type { ThemeName } from './theme.ts';

const keys = { theme: 'marketplace.theme', compatibility: 'marketplace.compatibility' } as const;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const store = storage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota or a blocked storage: the preference simply does not persist.
  }
}

export function readThemePreference(): ThemeName | null {
  const value = read(keys.theme);
  return value === 'light' || value === 'dark' ? value : null;
}

export function writeThemePreference(name: ThemeName): void {
  write(keys.theme, name);
}

export function readCompatibilityPreference(): Product | null {
  const stored = read(keys.compatibility);
  return isOneOf(products, stored) ? stored : null;
}

export function writeCompatibilityPreference(product: Product | null): void {
  write(keys.compatibility, product);
}
