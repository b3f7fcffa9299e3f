// The captcha's names, shared by the lead form (browser) and the server's check (app/models/captcha.server.ts).

/** The widget's hidden field holding its solution (the altcha widget's default name). */
export const CAPTCHA_FIELD = "altcha";
/** The hidden field carrying the form's signed start time (server/captcha/fill-time.ts). */
export const FORM_STARTED_FIELD = "form_started";
/** Where the widget fetches a challenge (app/routes/api.captcha.ts). */
export const CAPTCHA_CHALLENGE_PATH = "/api/captcha";
