/** What other modules may know of airports: the airport as search and lookups give it. */
export type { Airport } from './search.js';
