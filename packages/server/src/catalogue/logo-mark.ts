/**
 * The logo mark of an app, service, expert or developer: shapes and colours drawn from its id
 * (DiceBear's "shapes" style, deterministic per seed) on a gradient of its category's colours, so
 * the apps of one category look related and no two look alike. No letters: a monogram beside real
 * logos reads as "image missing". Served as an image from the platform (routes/assets.ts) rather
 * than drawn in the remote, so it costs the first view no JavaScript and a browser keeps it cached.
 */
import { createAvatar } from '@dicebear/core';
import * as shapes from '@dicebear/shapes';
import { categorySlugs, type CategorySlug } from '@marketplace/domain/entities/app';

interface Palette {
  /** The two ends of the background's gradient, hex without '#'. */
  background: readonly [string, string];
  /** What the shapes are drawn in: a light, a pale accent, a dark and a warm accent. */
  shapes: readonly string[];
}

const palettes: Readonly<Record<CategorySlug, Palette>> = {
  'e-commerce': { background: ['f97316', 'db2777'], shapes: ['fff7ed', 'fde68a', '7c2d12', 'fb7185'] },
  cms: { background: ['0ea5e9', '6366f1'], shapes: ['e0f2fe', 'a5f3fc', '1e1b4b', 'fbbf24'] },
  'email-marketing': { background: ['ec4899', '8b5cf6'], shapes: ['fdf2f8', 'fde047', '4c1d95', 'f9a8d4'] },
  analytics: { background: ['2563eb', '0891b2'], shapes: ['eff6ff', '67e8f9', '172554', 'facc15'] },
  'help-desk': { background: ['16a34a', '0d9488'], shapes: ['f0fdf4', 'bbf7d0', '052e16', 'fde047'] },
  crm: { background: ['7c3aed', '2563eb'], shapes: ['f5f3ff', 'c4b5fd', '1e1b4b', '5eead4'] },
  'contact-management': { background: ['0d9488', '0284c7'], shapes: ['f0fdfa', '99f6e4', '042f2e', 'fdba74'] },
  'desktop-sharing': { background: ['475569', '0f766e'], shapes: ['f8fafc', '5eead4', '0f172a', 'fcd34d'] },
  'lead-generation': { background: ['e11d48', 'f59e0b'], shapes: ['fff1f2', 'fef08a', '4c0519', 'fdba74'] },
  chatbots: { background: ['4f46e5', 'db2777'], shapes: ['eef2ff', 'f9a8d4', '1e1b4b', '67e8f9'] },
  'files-sharing': { background: ['ca8a04', 'ea580c'], shapes: ['fefce8', 'fef08a', '431407', 'fca5a5'] },
  'social-media': { background: ['06b6d4', 'a855f7'], shapes: ['ecfeff', 'f0abfc', '3b0764', 'fde047'] },
};
/** Experts, developers and people: one family of their own, apart from every category's. */
const neutral: Palette = { background: ['334155', '6d28d9'], shapes: ['f8fafc', 'c4b5fd', '0f172a', 'fbbf24'] };

/** The SVG of the mark of `id`: the same id and category always give the same picture. */
export function logoMarkSvg(id: string, category?: CategorySlug): string {
  const palette = category ? palettes[category] : neutral;
  return createAvatar(shapes, {
    seed: id,
    size: 128,
    radius: 22,
    backgroundType: ['gradientLinear'],
    backgroundColor: [...palette.background],
    backgroundRotation: [120, 150],
    shape1Color: [...palette.shapes],
    shape2Color: [...palette.shapes],
    shape3Color: [...palette.shapes],
  }).toString();
}

const isCategory = (category: string | undefined): category is CategorySlug => (categorySlugs as readonly string[]).includes(category ?? '');

/** The address of the mark of `id` (served by routes/assets.ts), coloured by its category when it is one of the spec's. */
export const logoMarkPath = (id: string, category?: string): string => `/v2/assets/icons/${id}.svg${isCategory(category) ? `?category=${category}` : ''}`;
