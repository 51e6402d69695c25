// What both pages share: this host's own sign-in (the marketplace's accounts page), its token in
// this tab's sessionStorage, and a visible log of what the marketplace tells it.
export const config = await (await fetch('/config.json')).json();

const TOKEN = 'crm.token';
const STATE = 'crm.state';

export function completeSignIn() {
  const hash = new URLSearchParams(location.hash.slice(1));
  if (!hash.get('access_token')) return;
  const expected = sessionStorage.getItem(STATE);
  sessionStorage.removeItem(STATE);
  if (hash.get('state') === expected) sessionStorage.setItem(TOKEN, hash.get('access_token'));
  history.replaceState(null, '', location.pathname + location.search);
}

export function signIn() {
  // getRandomValues, not randomUUID: a host on plain http (not a secure context) has only the former.
  const state = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  sessionStorage.setItem(STATE, state);
  const back = encodeURIComponent(location.origin + location.pathname);
  location.assign(`${config.marketplaceOrigin}/accounts/authorize?response_type=token&client_id=marketplace&state=${state}&redirect_uri=${back}`);
}

/** The SDK's credentials provider: this tab's token, forgotten once the platform refused it. */
export function credentials({ refused }) {
  if (refused) sessionStorage.removeItem(TOKEN);
  const token = sessionStorage.getItem(TOKEN);
  return token ? { token } : null;
}

export function log(text) {
  const item = document.createElement('li');
  item.textContent = text;
  document.getElementById('events').append(item);
}

/**
 * The badge's first count: the marketplace reports the cart when it changes, never at load, so
 * the page reads it once from the marketplace's API with its user's token.
 */
async function readCartCount() {
  const token = credentials({ refused: false })?.token;
  if (!token) return;
  const response = await fetch(`${config.marketplaceOrigin}/v2/products-carts/recent`, { headers: { authorization: `Bearer ${token}` } });
  if (response.ok && !cartChanged) document.getElementById('cart-count').textContent = String((await response.json()).products.length);
}
let cartChanged = false;

/** Every message the host hears, in the log; the cart's count in the badge. */
export function listen(marketplace) {
  for (const type of ['loaded', 'app_installed', 'app_removed', 'cart_updated', 'navigation_request', 'credentials', 'notification', 'error']) {
    marketplace.on(type, (message) => log(`${type} ${JSON.stringify(message)}`));
  }
  marketplace.on('route', (route) => log(`route ${route.path}`));
  marketplace.on('cart_updated', ({ itemsCount }) => {
    cartChanged = true;
    document.getElementById('cart-count').textContent = String(itemsCount);
  });
  void readCartCount();
  marketplace.ready.then(
    () => log('ready'),
    (error) => log(`refused ${error.code}`),
  );
  document.getElementById('sign-in').addEventListener('click', signIn);
  document.getElementById('go-cart').addEventListener('click', () => marketplace.navigate('/cart/'));
}
