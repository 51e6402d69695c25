import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELAYED_LOAD_MESSAGE, WaitingScreen } from './lazy-screens.tsx';

describe('a navigation waiting for its screen says so after a second (spec 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the placeholder at once and the notice from 1 s on', () => {
    const view = render(
      <WaitingScreen>
        <p>placeholder</p>
      </WaitingScreen>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(screen.queryByText(DELAYED_LOAD_MESSAGE)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status').textContent).toBe(DELAYED_LOAD_MESSAGE);
    view.unmount();
  });
});
