// The upload caps' relation (app/lib/forms/upload-caps.ts): field caps -> body cap -> stored-lead
// caps, each layer taken from the one before it, so nothing one layer accepts the next refuses.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_MAX_FILES,
  MAX_FORM_BYTES,
  MAX_LEAD_FILE_BYTES,
  MAX_LEAD_FILES,
  UPLOAD_BODY_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  bodyCap,
} from "~/lib/forms/upload-caps";
import { fieldDeclarationSchema } from "~/lib/forms/declaration";
import { CV_MAX_BYTES } from "~/lib/forms/definitions/dealer";

const MB = 1024 * 1024;

describe("upload caps", () => {
  it("keeps today's numbers", () => {
    expect([DEFAULT_MAX_FILE_BYTES, DEFAULT_MAX_FILES]).toEqual([5 * MB, 1]);
    expect([UPLOAD_MAX_FILES, UPLOAD_MAX_BYTES]).toEqual([5, 5 * MB]);
    expect(MAX_FORM_BYTES).toBe(2 * MB);
    expect([MAX_LEAD_FILES, MAX_LEAD_FILE_BYTES]).toEqual([10, 10 * MB]);
  });

  it("body cap = sum over file fields of files x per-file cap + the fields allowance", () => {
    expect(bodyCap([])).toBe(MAX_FORM_BYTES);
    expect(bodyCap([{}])).toBe(DEFAULT_MAX_FILES * DEFAULT_MAX_FILE_BYTES + MAX_FORM_BYTES);
    expect(bodyCap([{ maxFiles: 3, maxBytes: MB }, { maxBytes: CV_MAX_BYTES }])).toBe(3 * MB + CV_MAX_BYTES + MAX_FORM_BYTES);
    expect(UPLOAD_BODY_BYTES).toBe(UPLOAD_MAX_FILES * UPLOAD_MAX_BYTES + MAX_FORM_BYTES);
  });

  it("every field cap the forms and the API use is within what a stored lead may hold", () => {
    for (const [files, bytes] of [
      [DEFAULT_MAX_FILES, DEFAULT_MAX_FILE_BYTES],
      [UPLOAD_MAX_FILES, UPLOAD_MAX_BYTES],
      [1, CV_MAX_BYTES],
    ]) {
      expect(files).toBeLessThanOrEqual(MAX_LEAD_FILES);
      expect(bytes).toBeLessThanOrEqual(MAX_LEAD_FILE_BYTES);
    }
  });

  it("a form may not declare more than a stored lead holds", () => {
    const file = (over: object) => fieldDeclarationSchema.safeParse({ type: "file", name: "doc", label: "Document", ...over }).success;
    expect(file({ maxFiles: MAX_LEAD_FILES, maxBytes: MAX_LEAD_FILE_BYTES })).toBe(true);
    expect(file({ maxFiles: MAX_LEAD_FILES + 1 })).toBe(false);
    expect(file({ maxBytes: MAX_LEAD_FILE_BYTES + 1 })).toBe(false);
  });
});
