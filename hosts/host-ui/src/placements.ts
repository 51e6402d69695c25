/**
 * The host's own screens that apps are placed in (`/chats`, `/reports`): the targets of app
 * placements, showing the installed apps that extend them. Plain DOM, shared by every host.
 */
export const placements = {
  chats: { path: '/chats', title: 'Chats', lead: 'Apps installed in your chats' },
  reports: { path: '/reports', title: 'Reports', lead: 'Apps adding to your reports' },
} as const;
export type Placement = keyof typeof placements;

/** The placement a host path opens, if any. */
export function placementAt(pathname: string): Placement | null {
  const found = (Object.keys(placements) as Placement[]).find((key) => pathname === placements[key].path || pathname === `${placements[key].path}/`);
  return found ?? null;
}

export function renderPlacement(element: HTMLElement, placement: Placement, installedNames: readonly string[]): void {
  const { title, lead } = placements[placement];
  const heading = document.createElement('h1');
  heading.textContent = title;
  const intro = document.createElement('p');
  intro.textContent = lead;
  const body = document.createElement(installedNames.length === 0 ? 'p' : 'ul');
  if (installedNames.length === 0) body.textContent = 'No apps here yet: install one from the marketplace.';
  for (const name of installedNames) {
    const item = document.createElement('li');
    item.textContent = name;
    body.append(item);
  }
  element.replaceChildren(heading, intro, body);
}
