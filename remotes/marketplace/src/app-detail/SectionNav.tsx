/** In-page links to the sections, so a visitor (or a shared link like #reviews) jumps straight there. */
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { focusRing } from '../ui/focus-ring.ts';

const nav = (t: Theme) => css`
  margin: 16px 0 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 6px 12px;
    border: 1px solid ${t.color.border};
    border-radius: ${t.radius.pill}px;
    color: ${t.color.text};
    text-decoration: none;
    font-size: 14px;
    &:hover {
      border-color: ${t.color.accent};
    }
    ${focusRing(t)}
  }
  /* A finger's 44 px on a phone. */
  @media ${t.breakpoint.narrow} {
    a {
      display: inline-flex;
      align-items: center;
      box-sizing: border-box;
      min-height: 44px;
    }
  }
`;

export function SectionNav({ sections }: { sections: ReadonlyArray<{ id: string; title: string }> }) {
  return (
    <nav css={nav} aria-label="App sections">
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={{ hash: section.id }}>{section.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
