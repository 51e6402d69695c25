/**
 * The marketplace's header is painted whole. Painted from half a page on a slow line, the header's
 * search box took the whole row until the controls after it arrived, then shrank: a layout shift.
 * Its last element carries this id, and a page holding the server-rendered marketplace holds its
 * first render until the parser has reached it, with
 * `<link rel="expect" href="#marketplace-header-end" blocking="render">` in its head (the public
 * shell's and the help desk's index.html). A page without that element renders once it is parsed.
 */
export const headerEndId = 'marketplace-header-end';
