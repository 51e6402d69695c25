import { hashString } from './random.ts';

/** Generated artwork, so the catalogue needs no binary files: an icon and screenshots per app. */

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => w.length > 0);
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

export function iconSvg(slug: string, name: string): string {
  const hue = hashString(slug) % 360;
  const shape = hashString(`${slug}#shape`) % 3;
  const backdrop = shape === 0 ? '<rect width="128" height="128" rx="28"/>' : shape === 1 ? '<circle cx="64" cy="64" r="64"/>' : '<path d="M64 0 L128 64 L64 128 L0 64 Z"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,40%)"/></linearGradient></defs>
<g fill="url(#g)">${backdrop}</g>
<text x="64" y="78" font-family="Arial, sans-serif" font-size="44" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text>
</svg>`;
}

export function screenshotSvg(slug: string, name: string, index: number): string {
  const hue = (hashString(slug) + index * 47) % 360;
  const bars = [0, 1, 2, 3]
    .map((i) => {
      const width = 200 + (hashString(`${slug}${index}${i}`) % 500);
      return `<rect x="320" y="${170 + i * 70}" width="${width}" height="36" rx="8" fill="hsl(${hue},30%,88%)"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800" role="img" aria-label="${escapeXml(name)} screenshot ${index + 1}">
<rect width="1280" height="800" fill="hsl(${hue},40%,97%)"/>
<rect width="1280" height="72" fill="hsl(${hue},60%,45%)"/>
<text x="40" y="46" font-family="Arial, sans-serif" font-size="28" font-weight="700" fill="#fff">${escapeXml(name)}</text>
<rect x="40" y="120" width="240" height="640" rx="12" fill="hsl(${hue},30%,92%)"/>
${bars}
</svg>`;
}
