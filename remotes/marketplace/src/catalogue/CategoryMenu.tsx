/**
 * The category menu (spec 2): a disclosure button opening every label with its icon. Escape or a
 * click outside closes it and gives focus back to the button.
 */
import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { quietButton } from '../ui/buttons.ts';
import { categoryMenuItems } from './category-menu-items.ts';
import { CategoryIcon } from './CategoryIcon.tsx';

const panel = (t: Theme) => css`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  z-index: 20;
  width: min(560px, calc(100vw - 24px));
  max-height: 70vh;
  overflow: auto;
  padding: 8px;
  border: 1px solid ${t.color.border};
  border-radius: ${t.radius.card}px;
  background: ${t.color.surface};
  box-shadow: 0 12px 32px rgb(0 0 0 / 18%);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
    gap: 2px;
  }
  a {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 10px;
    border-radius: ${t.radius.control}px;
    color: ${t.color.text};
    text-decoration: none;
    text-transform: capitalize;
  }
  a:hover,
  a[aria-current='page'] {
    background: ${t.color.accentSoft};
  }
`;

export function CategoryMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const [openedAt, setOpenedAt] = useState(`${pathname}${search}`);

  // Following a link closes the menu: the location it was opened at is no longer current.
  if (open && openedAt !== `${pathname}${search}`) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={wrapper} css={{ position: 'relative' }}>
      <button
        ref={button}
        type="button"
        css={quietButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(`${pathname}${search}`);
          setOpen((value) => !value);
        }}
      >
        <CategoryIcon name="grid" size={16} />
        Categories
      </button>
      {open && (
        <nav id={panelId} css={panel} aria-label="Categories">
          <ul>
            {categoryMenuItems.map((item) => (
              <li key={item.label}>
                <Link to={item.to} aria-current={`${pathname}${search}` === item.to ? 'page' : undefined}>
                  <CategoryIcon name={item.icon} />
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
