/**
 * The server's marks on a page it rendered for a visitor (decisions 043 and 044), read by the web app.
 * The attribute is on #root while the markup is the server's; the app drops it once hydrated.
 */
export const firstScreenAttribute = 'data-first-screen';

/**
 * The id of the `<script type="application/json">` after #root that carries the answers the first screen
 * shows (TanStack Query's dehydrated cache): the browser's first render must show the same, or it would not
 * match the markup.
 */
export const firstScreenDataId = 'first-screen-data';
