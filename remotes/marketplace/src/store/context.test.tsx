import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarketplaceStoreProvider, useMarketplaceStore, useMarketplaceStoreApi } from './context.tsx';
import { createTestStore, type TestStore } from './testing/test-store.ts';

const stores: TestStore[] = [];
const newStore = () => {
  const test = createTestStore('http://127.0.0.1:9');
  stores.push(test);
  return test;
};
afterEach(() => {
  for (const test of stores.splice(0)) test.store.dispose();
});

function Count({ label }: { label: string }) {
  const count = useMarketplaceStore((state) => state.notifications.length);
  return <p>{`${label}: ${count}`}</p>;
}

describe('each mounted marketplace has its own store through context', () => {
  it('renders from its own store and re-renders on change, without touching the other', () => {
    const one = newStore();
    const two = newStore();
    render(
      <>
        <MarketplaceStoreProvider store={one.store}>
          <Count label="one" />
        </MarketplaceStoreProvider>
        <MarketplaceStoreProvider store={two.store}>
          <Count label="two" />
        </MarketplaceStoreProvider>
      </>,
    );
    act(() => {
      one.state().notify('cartLoad');
    });
    expect(screen.getByText('one: 1')).toBeTruthy();
    expect(screen.getByText('two: 0')).toBeTruthy();
  });

  it('gives the store itself to useMarketplaceStoreApi', () => {
    const one = newStore();
    function Probe() {
      const store = useMarketplaceStoreApi();
      return <p>{store === one.store ? 'same store' : 'another store'}</p>;
    }
    render(
      <MarketplaceStoreProvider store={one.store}>
        <Probe />
      </MarketplaceStoreProvider>,
    );
    expect(screen.getByText('same store')).toBeTruthy();
  });

  it('refuses to run without a provider', () => {
    const spy = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Count label="none" />)).toThrow(/MarketplaceStoreProvider/);
    } finally {
      console.error = spy;
    }
  });
});
