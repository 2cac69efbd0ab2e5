/**
 * The look of a control the server drew that is not live yet — the page's scripts are still
 * starting, or the session is still being checked: it carries `aria-busy="true"` and shows it is
 * getting ready with a dimmed look and a progress cursor (decision 063).
 */
export const GETTING_READY_CLASSES = 'aria-busy:cursor-progress aria-busy:opacity-60';
