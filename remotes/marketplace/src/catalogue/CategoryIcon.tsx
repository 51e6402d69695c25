/** Small line icons for the category menu and tiles, drawn in currentColor (24 × 24 grid). */
const icons = {
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  home: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  cart: 'M3 4h2l2.5 11h11L21 7H6.5M9 19.5a1 1 0 1 0 0 .1M18 19.5a1 1 0 1 0 0 .1',
  contacts: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M17 11a2.5 2.5 0 1 0 0-5M17 14c2 0 4 1.5 4 4',
  page: 'M6 3h9l4 4v14H6zM15 3v4h4M9 12h7M9 16h7',
  lifebuoy: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3',
  sparkle: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2zM19 3v4M17 5h4',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4a4 4 0 0 0 4 4M16 6h4a4 4 0 0 1-4 4M12 13v4M8 21h8M9 17h6',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  handshake: 'M3 12l4-4 4 2 3-2 7 5-5 5-3-2-2 2-4-3zM7 8l-4 4',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  robot: 'M6 8h12v10H6zM12 4v4M9 12h.01M15 12h.01M9 15h6M3 12v3M21 12v3',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7',
  bubble: 'M4 5h16v11H9l-5 4z',
  person: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-7 8-7s8 3 8 7',
  channels: 'M4 6h10v7H8l-4 3zM14 9h6v7l-3-2h-5v-1',
  wrench: 'M14 6a4 4 0 0 0 5 5l-9 9-3-3 9-9a4 4 0 0 1-2-2z',
  bag: 'M5 8h14l-1 13H6zM9 8V6a3 3 0 0 1 6 0v2',
  brain: 'M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 3 3h1V4zM15 4a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-3 3h-1V4z',
  card: 'M3 6h18v12H3zM7 10h4M7 14h6M16 10h2',
  screen: 'M3 4h18v12H3zM8 20h8M12 16v4',
  magnet: 'M6 3v8a6 6 0 0 0 12 0V3h-4v8a2 2 0 0 1-4 0V3zM6 7h4M14 7h4',
  robot2: 'M7 7h10a3 3 0 0 1 3 3v6a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3v-6a3 3 0 0 1 3-3zM12 3v4M9 13h.01M15 13h.01',
  file: 'M6 3h8l5 5v13H6zM14 3v5h5M12 11v6M9 14l3 3 3-3',
  share: 'M6 12a2.5 2.5 0 1 0 0 .1M18 6a2.5 2.5 0 1 0 0 .1M18 18a2.5 2.5 0 1 0 0 .1M8.2 11l7.6-4M8.2 13l7.6 4',
} as const;

export type IconName = keyof typeof icons;

export function CategoryIcon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={icons[name]} />
    </svg>
  );
}
