/**
 * The cookie that holds a visitor's theme settings (SPEC 9). The web app writes it; the
 * server only asks whether it is there: a visitor without it sees the defaults, so /login can
 * be sent prerendered in them.
 */
export const SETTINGS_COOKIE = 'app-settings';
