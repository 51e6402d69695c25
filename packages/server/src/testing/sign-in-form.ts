/** The accounts page's form as a browser posts it: the marketplace client, its return address, the fields given. */
const signInReturnAddress = 'http://localhost:4000/marketplace/';

export function postSignInForm(origin: string, form: Record<string, string>, redirect = signInReturnAddress): Promise<Response> {
  return fetch(`${origin}/accounts/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'marketplace', redirect_uri: redirect, state: 'xyz', ...form }).toString(),
  });
}
