import type { ErrorReport } from '@marketplace/domain/error-reporting';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_TO_MARKETPLACE, homeOf, SCREEN_FAILED_MESSAGE, ScreenErrorBoundary, TRY_AGAIN } from './ScreenErrorBoundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a screen that fails to render shows a way back and is reported', () => {
  const flaky = { broken: true };
  function Screen() {
    if (flaky.broken) throw new TypeError("Cannot read properties of undefined (reading 'name')");
    return <p>The screen</p>;
  }

  it('shows the failure with a link home and a retry, and reports it by area', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error too.
    const reports: ErrorReport[] = [];
    flaky.broken = true;
    render(
      <ScreenErrorBoundary area="screen" home={homeOf('/marketplace')} reporter={{ report: (report) => reports.push(report) }}>
        <Screen />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(SCREEN_FAILED_MESSAGE);
    expect(screen.getByRole('link', { name: BACK_TO_MARKETPLACE }).getAttribute('href')).toBe('/marketplace/');
    expect(reports).toEqual([
      {
        area: 'screen',
        type: 'render',
        message: "Cannot read properties of undefined (reading 'name')",
        status: null,
        data: { componentStack: expect.stringContaining('Screen') },
      },
    ]);

    flaky.broken = false;
    fireEvent.click(screen.getByRole('button', { name: TRY_AGAIN }));
    expect(screen.getByText('The screen')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not report what spec 8 ignores (a chunk that did not load)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reports: ErrorReport[] = [];
    function Lazy(): never {
      throw new TypeError('Failed to fetch dynamically imported module: http://localhost:4001/assets/Cart.js');
    }
    render(
      <ScreenErrorBoundary area="screen" home={homeOf('/')} reporter={{ report: (report) => reports.push(report) }}>
        <Lazy />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('link', { name: BACK_TO_MARKETPLACE }).getAttribute('href')).toBe('/');
    expect(reports).toEqual([]);
  });
});
