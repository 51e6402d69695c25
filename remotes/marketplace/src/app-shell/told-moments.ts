/**
 * The moments a host was already told of, per bridge (store/host-events.ts `momentOf`): the store's
 * changes and the checkout screens both report billing outcomes, and a host hears of each once.
 */
const toldByBridge = new WeakMap<object, Set<string>>();

export function toldMoments(bridge: object): Set<string> {
  let told = toldByBridge.get(bridge);
  if (told === undefined) {
    told = new Set<string>();
    toldByBridge.set(bridge, told);
  }
  return told;
}
