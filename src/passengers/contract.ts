/** What other modules may know of the passenger area: its session cookie. */
export { PASSENGER_SESSION_COOKIE, PASSENGER_SESSION_DAYS } from './sessions.js';
