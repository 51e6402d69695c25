/**
 * Controls that work from the moment they are painted, before React owns the page. A server-rendered
 * page is HTML for seconds on a slow line while its JavaScript arrives; links work natively, but a
 * button, a select or a checkbox does nothing until hydration. Each such control says in the HTML
 * what it does as a plain page would, and a few lines of inline script (this file's, run before the
 * first paint) do it meanwhile:
 *
 * - `data-early-href`: a click goes to that address (a tab, Clear filters, a filter chip): the
 *   server renders the page it names;
 * - `data-early-param`: a select's change (a filter, the sort) goes to this page's address with that
 *   query parameter set to the chosen value (removed when empty), on the first step of a listing;
 * - `data-early-sign-in`: a link to the accounts page (redirect sign-in), given a fresh state, kept
 *   where the marketplace reads it on its return, and this page as its return address.
 *
 * A control marked `aria-disabled="true"` (a framed page's "Sign in" while its host's token may be
 * on its way) does nothing.
 *
 * In a host's frame (an element carries `data-frame-query`: the frame's flags and the host's
 * choices, from its first address), every move of this page's own keeps that query, plain links
 * included: a new page without it would be the public site inside the host's frame.
 *
 * Once React owns the control (an ancestor carries `data-hydrated`), the script stands aside and the
 * components' own handlers run. The search box is a GET form and needs nothing of this. Leaving,
 * the page stops its own downloads first: on a slow line they would hold up the next page.
 */
import { LISTING_PAGE_PARAM } from '@marketplace/domain/listing-steps';

export const earlyHrefAttribute = 'data-early-href';
export const earlyParamAttribute = 'data-early-param';
export const earlySignInAttribute = 'data-early-sign-in';
/** Where the marketplace keeps a redirect sign-in's state (session storage) until it returns. */
export const loginStateKey = 'marketplace.loginState';
/** The marker of a live root (the public shell's and the host SDK's inline mount set it). */
export const hydratedAttribute = 'data-hydrated';
/** On a framed page's root: the query of its first address that is the frame's (its flags). */
export const frameQueryAttribute = 'data-frame-query';

/**
 * The inline script, as source text: plain ES2015 without imports, so it runs before any module
 * and its hash goes into the page's Content-Security-Policy like any other inline script.
 */
export const earlyControlsScript = `(function(){
var live=function(e){return e.closest('[${hydratedAttribute}]')!==null};
var frame=function(){return document.querySelector('[${frameQueryAttribute}]')};
var keep=function(url){var f=frame(),u=new URL(url,location.href);if(!f||u.origin!==location.origin)return u.href;
new URLSearchParams(f.getAttribute('${frameQueryAttribute}')).forEach(function(v,k){if(!u.searchParams.has(k))u.searchParams.set(k,v)});return u.href};
var leave=function(ev,url){ev.preventDefault();window.stop();location.assign(url)};
var go=function(ev,url){leave(ev,keep(url))};
document.addEventListener('click',function(ev){
var e=ev.target instanceof Element?ev.target:null;
var t=e&&e.closest('[${earlyHrefAttribute}],[${earlySignInAttribute}]');
var a=!t&&e&&frame()?e.closest('a[href]'):null;
var c=t||a;
if(c&&!live(c)&&c.getAttribute('aria-disabled')==='true'){ev.preventDefault();return}
if(!c||live(c)||ev.defaultPrevented||ev.button!==0||ev.metaKey||ev.ctrlKey||ev.shiftKey||ev.altKey)return;
if(a){if((a.target&&a.target!=='_self')||a.hasAttribute('download')||a.getAttribute('href').charAt(0)==='#'||a.origin!==location.origin)return;go(ev,a.href);return}
if(t.hasAttribute('${earlySignInAttribute}')){
var u=new URL(t.href),s=crypto.randomUUID();
try{sessionStorage.setItem('${loginStateKey}',s)}catch(x){}
u.searchParams.set('state',s);u.searchParams.set('redirect_uri',location.href.split('#')[0]);leave(ev,u.href);return}
go(ev,t.getAttribute('${earlyHrefAttribute}'))},true);
document.addEventListener('change',function(ev){
var t=ev.target instanceof Element?ev.target:null,k=t&&t.getAttribute('${earlyParamAttribute}');
if(!k||live(t))return;
var u=new URL(location.href);
if(t.value)u.searchParams.set(k,t.value);else u.searchParams.delete(k);
u.searchParams.delete('${LISTING_PAGE_PARAM}');leave(ev,u.href)},true)})();`;
