// A CSV reader after RFC 4180: comma-separated fields, fields in double quotes may hold commas,
// line breaks and doubled quotes (""), CRLF or LF line ends, a UTF-8 byte order mark ignored.
// Each record keeps the line it starts on, so a bad row is reported where the dealer sees it.

export interface CsvRecord {
  /** 1-based line of the file the record starts on. */
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let start = 1;
  let i = 0;
  let quoted = false; // inside a quoted field
  let wasQuoted = false; // the current field was quoted (nothing may follow its closing quote)
  const endField = () => {
    fields.push(field);
    field = "";
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is no record (and a file's last line end makes none either).
    if (!(fields.length === 1 && fields[0] === "")) records.push({ line: start, fields });
    fields = [];
  };
  while (i < src.length) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        wasQuoted = true;
      } else {
        if (c === "\n") line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === '"') {
      if (field !== "" || wasQuoted) throw new CsvError(line, "a quote inside an unquoted field (quote the whole field and double the quote)");
      quoted = true;
    } else if (c === ",") {
      endField();
    } else if (c === "\r" || c === "\n") {
      if (c === "\r" && src[i + 1] === "\n") i++;
      endRecord();
      line++;
      start = line;
    } else {
      if (wasQuoted) throw new CsvError(line, "text after a closing quote");
      field += c;
    }
    i++;
  }
  if (quoted) throw new CsvError(start, "a quoted field is never closed");
  if (field !== "" || wasQuoted || fields.length > 0) endRecord();
  return records;
}
