/** The cookie that remembers which alert the visitor closed ("named for the site"). */
export const ALERT_COOKIE = "festival-alert";
export const ALERT_COOKIE_DAYS = 30;
