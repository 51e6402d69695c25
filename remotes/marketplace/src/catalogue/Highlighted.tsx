/** Text with the words a search matched marked, so people see why a result came up. */
import { css, type Theme } from '@emotion/react';
import { Fragment } from 'react';

const mark = (t: Theme) => css`
  background: ${t.color.highlight};
  color: inherit;
  border-radius: 2px;
`;

function escapeForRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  const usable = words.filter((word) => word.trim() !== '');
  if (usable.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${usable.map(escapeForRegExp).join('|')})`, 'gi');
  const lower = new Set(usable.map((w) => w.toLowerCase()));
  return (
    <>
      {text.split(pattern).map((part, index) =>
        lower.has(part.toLowerCase()) ? (
          <mark key={index} css={mark}>
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
