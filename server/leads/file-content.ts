// Uploads judged by their bytes (magic numbers, via file-type), not by the name or type the
// browser claims: an HTML page renamed cv.pdf is not a CV, and a zero-byte file is no file.
import { fileTypeFromBuffer } from "file-type";
import { FILE_EMPTY, fileTypeNotAllowed } from "../../app/lib/forms/messages";

export type ContentCheck = { ok: true; contentType: string } | { ok: false; error: string };

// What file-type calls the content an accept list names by another extension.
const DETECTED_AS: Record<string, string> = { ".jpeg": "jpg", ".jpe": "jpg", ".doc": "cfb", ".heif": "heic" };
// The type stored for a detection whose own MIME type says too little (an OLE2 file is a .doc here).
const STORED_TYPE: Record<string, string> = { cfb: "application/msword" };
const TEXT_RULES = new Set([".txt", ".csv", "text/plain", "text/csv", "text/*"]);

function allows(rule: string, ext: string, mime: string): boolean {
  if (rule.startsWith(".")) return rule === `.${ext}` || DETECTED_AS[rule] === ext;
  if (rule.endsWith("/*")) return mime.startsWith(rule.slice(0, -1));
  return rule === mime;
}

/** Plain text as a person writes it: UTF-8, no NUL, and not markup a browser would run. */
function looksLikeText(data: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(data); // drops a leading BOM
  } catch {
    return false;
  }
  return !text.includes("\u0000") && !text.trimStart().startsWith("<");
}

/**
 * Whether data is a file of a type in accept (".pdf" extensions, "image/*" wildcards, MIME
 * types; empty: any type), and the content type to store it under.
 */
export async function checkFileContent(data: Uint8Array, accept: readonly string[]): Promise<ContentCheck> {
  if (data.byteLength === 0) return { ok: false, error: FILE_EMPTY };
  const rules = accept.map((rule) => rule.trim().toLowerCase());
  const detected = await fileTypeFromBuffer(data);
  const contentType = detected ? (STORED_TYPE[detected.ext] ?? detected.mime) : "application/octet-stream";
  if (rules.length === 0) return { ok: true, contentType };
  // XML (and so SVG) is text to file-type, and a browser may run it: only binary detections pass here.
  if (detected && detected.ext !== "xml" && rules.some((rule) => allows(rule, detected.ext, detected.mime))) {
    return { ok: true, contentType };
  }
  if (!detected && rules.some((rule) => TEXT_RULES.has(rule)) && looksLikeText(data)) return { ok: true, contentType: "text/plain" };
  return { ok: false, error: fileTypeNotAllowed(accept) };
}
