import { categorySlugs, type CategorySlug } from '@marketplace/domain/entities/app';
import { hashString } from './random.ts';
import { screenshotKinds, type ScreenshotKind } from './screenshot-kinds.ts';

/**
 * Generated artwork, so the catalogue needs no binary files: screenshots per app (the
 * icons are catalogue/logo-mark.ts). Screenshots look like screens of a product of the app's
 * category (a chat with the app's panel, its records, its report, its settings: see
 * screenshot-kinds.ts), all derived from the slug so the same address always draws the same picture.
 */

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

const clip = (line: string, max: number): string => (line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line);

/** A number from 0 to n-1 for one aspect (`salt`) of a slug's picture. */
const pick = (slug: string, salt: string, n: number): number => hashString(`${slug}#${salt}`) % n;
const at = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

const people = ['Anna Smith', 'Ben Nowak', 'Chloe Garcia', 'David Muller', 'Emma Martin', 'Felix Rossi', 'Grace Jensen', 'Hugo Brown', 'Iris Silva', 'Jack Kowalski'] as const;
const customerLines = [
  'Hi, where is my order #4821?',
  'Can I change the plan for my team?',
  'The invoice shows the wrong address.',
  'Do you ship to Canada?',
  'How do I connect my store?',
  'Thanks, that solved it!',
] as const;
const agentLines = ['Let me check that for you.', 'Sure, I have updated it just now.', 'It is on its way, arriving Thursday.', 'Here is a link with the steps.'] as const;
const navItems = ['Chats', 'Tickets', 'Customers', 'Reports', 'Apps', 'Settings'] as const;

const text = (x: number, y: number, content: string, size: number, fill: string, weight = 400): string =>
  `<text x="${x}" y="${y}" font-family="Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(content)}</text>`;

function chatScreen(slug: string, name: string, hue: number, kind: ScreenshotKind): string {
  const list = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 100 + i * 84;
      const person = at(people, pick(slug, `p${i}`, people.length));
      return `<rect x="232" y="${y}" width="296" height="76" rx="8" fill="${i === 0 ? `hsl(${hue},60%,94%)` : '#fff'}"/>
<circle cx="268" cy="${y + 38}" r="20" fill="hsl(${(hue + i * 50) % 360},55%,60%)"/>
${text(300, y + 32, person, 17, '#1b1b1f', 700)}${text(300, y + 56, clip(at(customerLines, pick(slug, `l${i}`, customerLines.length)), 26), 15, '#5a5a66')}`;
    })
    .join('\n');
  const bubbles = [0, 1, 2, 3]
    .map((i) => {
      const y = 130 + i * 100;
      const mine = i % 2 === 1;
      const line = mine ? at(agentLines, pick(slug, `a${i}`, agentLines.length)) : at(customerLines, pick(slug, `c${i}`, customerLines.length));
      const width = 40 + line.length * 9;
      const x = mine ? 900 - width : 560;
      return `<rect x="${x}" y="${y}" width="${width}" height="52" rx="18" fill="${mine ? `hsl(${hue},60%,45%)` : '#eef0f4'}"/>${text(x + 20, y + 33, line, 16, mine ? '#fff' : '#1b1b1f')}`;
    })
    .join('\n');
  // The panel's facts, each with one of its own values.
  const fields = kind.panel.facts
    .map(([label, values], i) => {
      const y = 200 + i * 60;
      return `${text(948, y, label, 14, '#5a5a66')}${text(948, y + 24, clip(at(values, pick(slug, `v${i}`, values.length)), 28), 17, '#1b1b1f', 700)}`;
    })
    .join('\n');
  return `${list}
<rect x="544" y="100" width="380" height="660" fill="#fff"/>
${bubbles}
<rect x="560" y="690" width="348" height="52" rx="10" fill="#fff" stroke="#c4c4cc"/>${text(578, 722, 'Type a message…', 16, '#8a8a96')}
<rect x="932" y="100" width="324" height="660" rx="8" fill="#fff" stroke="hsl(${hue},40%,85%)"/>
<rect x="932" y="100" width="324" height="56" rx="8" fill="hsl(${hue},60%,94%)"/>${text(948, 136, clip(name, 26), 19, `hsl(${hue},60%,30%)`, 700)}
${text(948, 176, kind.panel.title, 15, '#3a3a44', 700)}
${fields}
<rect x="948" y="520" width="${40 + kind.panel.action.length * 9}" height="44" rx="8" fill="hsl(${hue},60%,45%)"/>${text(968, 548, kind.panel.action, 16, '#fff', 700)}`;
}

function settingsScreen(slug: string, name: string, hue: number, kind: ScreenshotKind): string {
  const rows = kind.settings
    .map((label, i) => {
      const y = 200 + i * 84;
      const on = pick(slug, `t${i}`, 3) !== 0;
      return `<rect x="232" y="${y}" width="1024" height="72" rx="8" fill="#fff"/>${text(256, y + 44, label, 18, '#1b1b1f')}
<rect x="1176" y="${y + 22}" width="56" height="28" rx="14" fill="${on ? `hsl(${hue},60%,45%)` : '#c4c4cc'}"/><circle cx="${on ? 1218 : 1190}" cy="${y + 36}" r="11" fill="#fff"/>`;
    })
    .join('\n');
  return `${text(232, 140, `${name} settings`, 30, '#1b1b1f', 700)}${text(232, 172, 'Choose what syncs and who sees it.', 17, '#5a5a66')}
${rows}
<rect x="232" y="640" width="120" height="48" rx="8" fill="hsl(${hue},60%,45%)"/>${text(266, 670, 'Save', 18, '#fff', 700)}
<rect x="368" y="640" width="120" height="48" rx="8" fill="#fff" stroke="#c4c4cc"/>${text(398, 670, 'Cancel', 18, '#1b1b1f')}`;
}

function reportScreen(slug: string, name: string, hue: number, kind: ScreenshotKind): string {
  const kpis = kind.report.figures
    .map(([label, values], i) => {
      const x = 232 + i * 344;
      const value = at(values, pick(slug, `k${i}`, values.length));
      return `<rect x="${x}" y="100" width="328" height="120" rx="10" fill="#fff"/>${text(x + 24, 144, label, 16, '#5a5a66')}${text(x + 24, 192, value, 36, '#1b1b1f', 700)}`;
    })
    .join('\n');
  const bars = Array.from({ length: 12 }, (_x, i) => {
    const height = 60 + pick(slug, `b${i}`, 260);
    return `<rect x="${264 + i * 80}" y="${720 - height}" width="48" height="${height}" rx="6" fill="hsl(${hue},${50 + (i % 3) * 10}%,${50 + (i % 2) * 8}%)"/>`;
  }).join('');
  const line = Array.from({ length: 12 }, (_x, i) => `${288 + i * 80},${420 - pick(slug, `y${i}`, 60) - i * 4}`).join(' ');
  return `${kpis}
<rect x="232" y="240" width="1024" height="520" rx="10" fill="#fff"/>${text(256, 284, clip(`${name}: ${kind.report.chart}`, 80), 20, '#1b1b1f', 700)}
<g stroke="#eef0f4">${[0, 1, 2, 3].map((i) => `<path d="M256 ${400 + i * 80} H1232"/>`).join('')}</g>
${bars}
<polyline points="${line}" fill="none" stroke="hsl(${(hue + 180) % 360},60%,40%)" stroke-width="4"/>`;
}

/** Columns' left edges and the characters each holds; the last column is a status pill. */
const columnX = [256, 560, 820, 1080] as const;
const columnChars = [30, 26, 26, 16] as const;

function recordsScreen(slug: string, name: string, hue: number, kind: ScreenshotKind): string {
  const { title, columns } = kind.records;
  const rows = Array.from({ length: 8 }, (_x, i) => {
    const y = 190 + i * 64;
    const cells = columns
      .map(([, values], c) => {
        const value = clip(at(values, pick(slug, `r${i}c${c}`, values.length) + i), columnChars[c] ?? 16);
        const x = columnX[c] ?? 1080;
        if (c < columns.length - 1) return text(x, y + 35, value, 17, c === 0 ? '#1b1b1f' : '#3a3a44', c === 0 ? 700 : 400);
        const pillHue = (hue + 20 * (values.indexOf(value) + 1)) % 360;
        return `<rect x="${x}" y="${y + 14}" width="${24 + value.length * 9}" height="28" rx="14" fill="hsl(${pillHue},60%,90%)"/>${text(x + 12, y + 34, value, 15, `hsl(${pillHue},60%,26%)`, 700)}`;
      })
      .join('');
    return `<rect x="232" y="${y}" width="1024" height="56" rx="6" fill="${i % 2 === 0 ? '#fff' : '#f7f8fa'}"/>${cells}`;
  }).join('\n');
  const headings = columns.map(([label], c) => text(columnX[c] ?? 1080, 173, label, 15, '#3a3a44', 700)).join('');
  return `${text(232, 140, clip(`${name}: ${title}`, 60), 30, '#1b1b1f', 700)}
<rect x="232" y="150" width="1024" height="34" fill="hsl(${hue},30%,92%)"/>${headings}
${rows}`;
}

/** The four screens in order, each with the navigation item it is under. */
const screens = [
  { draw: chatScreen, nav: 0 },
  { draw: recordsScreen, nav: 4 },
  { draw: reportScreen, nav: 3 },
  { draw: settingsScreen, nav: 5 },
] as const;

/** The address of an app's screenshot `n` (from 1): its category picks what the screens show. */
export const screenshotPath = (slug: string, n: number, category: CategorySlug): string => `/v2/assets/screenshots/${slug}-${n}.svg?category=${category}`;

/**
 * Screenshot `index` of an app: the screens of its category's kind; without a category, the kind
 * of one picked by the slug (still one coherent product).
 */
export function screenshotSvg(slug: string, name: string, index: number, category?: CategorySlug): string {
  const hue = hashString(slug) % 360;
  const screen = at(screens, index);
  const kind = screenshotKinds[category ?? at(categorySlugs, pick(slug, 'category', categorySlugs.length))];
  const active = screen.nav;
  const nav = navItems
    .map((item, i) => {
      const y = 100 + i * 56;
      return `${i === active ? `<rect x="12" y="${y}" width="176" height="44" rx="8" fill="hsl(${hue},50%,30%)"/>` : ''}<rect x="28" y="${y + 14}" width="16" height="16" rx="4" fill="#fff" fill-opacity=".7"/>${text(56, y + 28, item, 16, '#fff')}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800" role="img" aria-label="${escapeXml(name)} screenshot ${index + 1}">
<rect width="1280" height="800" fill="#f3f4f7"/>
<rect width="1280" height="72" fill="hsl(${hue},60%,42%)"/>
${text(32, 46, name, 26, '#fff', 700)}
<rect x="760" y="18" width="360" height="36" rx="18" fill="#fff" fill-opacity=".9"/>${text(780, 42, 'Search', 15, '#5a5a66')}
<circle cx="1220" cy="36" r="20" fill="#fff" fill-opacity=".85"/>
<rect x="0" y="72" width="200" height="728" fill="hsl(${hue},35%,22%)"/>
${nav}
${screen.draw(slug, name, hue, kind)}
</svg>`;
}
