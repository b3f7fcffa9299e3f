// Every message a lead form can show. Quoted texts marked "spec" are the spec's own words
// (points 5 and 8) and must not change; the rest are our wording for rules the spec leaves open.

// spec point 5
export const REQUIRED = "*This is a required field.";
export const INVALID_EMAIL = "invalid email address";
export const ALPHABETICAL_ONLY = "Please use alphabetical characters only.";
export const INVALID_POSTCODE = "Invalid postcode. Please enter a 4-digit number.";
export const PHONE_AU_MOBILE = "Invalid phone number. Must be an Australian mobile number.";
export const PHONE_US = "Invalid phone number. Must be a US number.";
export const PHONE_NZ = "Invalid phone number. Must be a New Zealand number.";
export const PHONE_AU = "Invalid phone number. Must be an Australian number.";
export const PHONE_TOO_MANY_CHARACTERS = "Invalid phone number. Too many characters.";
export const E164_AU = "Invalid Australian mobile number format (E.164 required)";
export const E164_US = "Invalid US phone number format (E.164 required)";
export const TERMS_REQUIRED = "* You must agree to the terms of use before submitting the form.";

// spec point 8 ('occured' is the spec's spelling, kept on purpose)
export const LEAD_SUBMIT_FAILED = "An unexpected error occured";
export const GROUP_FORM_SUBMIT_FAILED = "An error occurred when submitting this form";

// our wording: the spec gives no text for these rules
export const INVALID_ZIP = "Invalid ZIP code. Please enter a 5-digit number.";
export const INVALID_REGO = "Invalid registration. Please use up to 9 letters and numbers.";
export const INVALID_LICENCE = "Invalid licence number. Please use up to 15 letters and numbers.";
export const INVALID_CHOICE = "Please choose one of the options.";
export const INVALID_VALUE = "Invalid value.";
export const INVALID_NUMBER = "Please enter a number.";
export const INVALID_AMOUNT = "Please enter an amount of 0 or more.";
export const INVALID_KILOMETRES = "Please enter a whole number of kilometres.";
export const INVALID_DISTANCE = "Please enter a distance of 0 or more.";
export const INVALID_YEAR = "Please enter a 4-digit year from 1900 to next year.";
export const INVALID_RATING = "Please choose a rating from 1 to 5.";
export const INVALID_DATE = "Please enter a valid date.";
export const INVALID_DATE_OF_BIRTH = "Please enter a valid date of birth.";
export const INVALID_DATE_TIME = "Please enter a valid date and time.";
export const DATE_TIME_IN_PAST = "Please choose a date and time that is not in the past.";
export const INVALID_CARD_NUMBER = "Invalid card number.";
export const INVALID_CARD_EXPIRY = "Invalid expiry date. Please use MM/YY.";
export const CARD_EXPIRED = "This card has expired.";
export const INVALID_FILE = "Invalid file.";
export const INVALID_URL = "Please give a page address starting with / or http(s)://.";
export const INVALID_SLUG = "Please use letters, numbers, hyphens and underscores only.";
export const INVALID_ID = "Please give a whole number id.";
export const INVALID_BOOLEAN = "Please give true or false.";
export const INVALID_YES_NO = "Please answer Yes or No.";
export const UNKNOWN_CATEGORY = "Unknown lead category.";
export const CONTACT_REQUIRED = "Please give an email address or a phone number.";
export const MISSING_LEAD = "The request body must be a JSON object {lead: {...}}.";
/** The alert above a form (or a step of one) whose fields have errors. */
/** A multi-step form whose lead is unknown, another site's, or already complete. */
export const LEAD_GONE = "This form can no longer be continued. Please start again.";
export const STEP_FAILED = "Please check the fields marked below.";
/** The captcha (server/captcha): the widget's check missing, failed or used, and a post sent too fast. */
export const CAPTCHA_MISSING = "Please wait for the 'I'm not a robot' check to finish, then send the form again.";
export const CAPTCHA_FAILED = "The 'I'm not a robot' check did not pass. Please send the form again to run it again.";
export const CAPTCHA_EXPIRED = "The 'I'm not a robot' check has expired. Please send the form again to run it again.";
export const FILLED_TOO_FAST = "Please take a moment to check your details, then send the form again.";
/** A post without the form's signed start time, with a forged one, or one older than a day. */
export const FORM_OUT_OF_DATE = "This form is out of date. Please send it again; if this message comes back, reload the page first.";

/** 10000 → "10,000" without relying on the runtime's Intl data. */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

export const tooLong = (max: number) => `Please use no more than ${groupThousands(max)} characters.`;
export const tooMany = (max: number) => `Please choose no more than ${groupThousands(max)}.`;
export const tooManyFields = (max: number) => `Too many fields: at most ${groupThousands(max)} are accepted.`;
export const numberAtLeast = (min: number) => `Please enter a number of at least ${groupThousands(min)}.`;
export const numberAtMost = (max: number) => `Please enter a number no more than ${groupThousands(max)}.`;

/** 5242880 → "5 MB", 1572864 → "1.5 MB", 500000 → "488.3 KB". Binary units, as browsers report sizes. */
export function formatBytes(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(value) : String(Math.round(value * 10) / 10);
  return `${text} ${units[unit]}`;
}

export const fileTooLarge = (maxBytes: number) => `File is too large. Maximum size is ${formatBytes(maxBytes)}.`;
export const tooManyFiles = (max: number) => `Too many files. Maximum is ${max} ${max === 1 ? "file" : "files"}.`;
/** A named file with no bytes in it: not a CV, not a photo. */
export const FILE_EMPTY = "The file is empty. Please choose a file with content.";
export const fileTypeNotAllowed = (accept: readonly string[]) =>
  `File type not allowed. Allowed types: ${accept.join(", ")}.`;
