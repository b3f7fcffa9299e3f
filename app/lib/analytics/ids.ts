// The visitor's analytics ids (spec point 4 "Session journey"): device id 'device_' plus 10 random
// characters, session id 'session_' plus 10. Crypto randomness (browser and Node alike): the ids
// must not be guessable from one another.

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const ID_LENGTH = 10;

export const DEVICE_PREFIX = "device_";
export const SESSION_PREFIX = "session_";
export const DEVICE_ID = /^device_[A-Za-z0-9]{10}$/;
export const SESSION_ID = /^session_[A-Za-z0-9]{10}$/;

/** Cookie names: the server sets them on a document load, the beacon reads them. */
export const DEVICE_COOKIE = "device_id";
export const SESSION_COOKIE = "session_id";
/** A device id lasts a year; the session id lasts the browser session (no expiry). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** 10 characters from the 62-letter alphabet, unbiased (bytes of 248 and up are drawn again). */
export function randomChars(length = ID_LENGTH, random: (bytes: Uint8Array) => void = (b) => crypto.getRandomValues(b)): string {
  let out = "";
  const limit = 256 - (256 % ALPHABET.length);
  while (out.length < length) {
    const bytes = new Uint8Array(length * 2);
    random(bytes);
    for (const byte of bytes) if (byte < limit && out.length < length) out += ALPHABET[byte % ALPHABET.length];
  }
  return out;
}

export const newDeviceId = () => DEVICE_PREFIX + randomChars();
export const newSessionId = () => SESSION_PREFIX + randomChars();
