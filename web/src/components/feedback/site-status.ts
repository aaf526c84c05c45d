/** The id of the site's status line (ActionStatus): one on every page, told apart from a form's own by it. */
export const SITE_STATUS_ID = "site-status";
