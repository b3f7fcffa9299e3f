// The upload caps, in one place, each layer derived from the one before it:
//   1. a file field declares how many files and how large (or takes the defaults below); the lead
//      API's /api/leads/with-files has its own pair;
//   2. the request body is read up to: files x per-file cap, summed over the file fields, plus a
//      fields allowance for everything else in the form (bodyCap);
//   3. the lead repository stores at most MAX_LEAD_FILES files of MAX_LEAD_FILE_BYTES each, and a
//      form may declare no more than that, so nothing layers 1 and 2 accept is refused at storage
//      (a lead is never lost).

/** Everything in a form that is not a file, or a JSON lead: far above a real one (comments are capped at 10,000 characters). */
export const MAX_FORM_BYTES = 2 * 1024 * 1024;

/** Default upload limits of a file field: 5 MB, one file, any type (a declaration can narrow or widen them). */
export const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const DEFAULT_MAX_FILES = 1;

/** Uploads through /api/leads/with-files: "limited in size, count and type, with clear messages". */
export const UPLOAD_MAX_FILES = 5;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads live in the database (bytea); a form may declare up to these, CVs and licences are well under. */
export const MAX_LEAD_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_LEAD_FILES = 10;

export interface FileCap {
  maxFiles?: number;
  maxBytes?: number;
}

/** The body a form may send: each file field's count x size (defaults filled in), plus the fields allowance. */
export function bodyCap(fileFields: readonly FileCap[]): number {
  const files = fileFields.reduce((sum, f) => sum + (f.maxFiles ?? DEFAULT_MAX_FILES) * (f.maxBytes ?? DEFAULT_MAX_FILE_BYTES), 0);
  return MAX_FORM_BYTES + files;
}

/** The lead API's upload body: its 5 files of 5 MB plus the fields allowance. */
export const UPLOAD_BODY_BYTES = bodyCap([{ maxFiles: UPLOAD_MAX_FILES, maxBytes: UPLOAD_MAX_BYTES }]);
