/** The window-level event that opens the verifica tab (the header, hero and calculator fire it). */
export const SWITCH_TO_VERIFICA = 'switchToVerifica';

export function switchToVerifica(): void {
  window.dispatchEvent(new Event(SWITCH_TO_VERIFICA));
}

/** The delay before the smooth scroll to the tabs, so the newly active tab has rendered (spec: 100 ms). */
export const SCROLL_DELAY_MS = 100;
