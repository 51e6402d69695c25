/** A small listener set shared by the transports. */
export function createListeners<T extends (...args: never[]) => unknown>() {
  const set = new Set<T>();
  return {
    add(listener: T): () => void {
      set.add(listener);
      return () => set.delete(listener);
    },
    each(call: (listener: T) => void): void {
      for (const listener of [...set]) call(listener);
    },
    get size(): number {
      return set.size;
    },
    first(): T | undefined {
      return set.values().next().value;
    },
    clear(): void {
      set.clear();
    },
  };
}
