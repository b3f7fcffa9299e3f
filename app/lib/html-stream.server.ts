// Drops the NUL padding React 18.3.1's Node stream puts into its HTML (react#31134, fixed in React 19).
// React encodes strings into 2048-byte views; when the next character does not fit the end of a view,
// it writes the whole view anyway (not the bytes it filled), so its last 1-3 bytes go out as NULs and
// the character starts the next write. Remix 2 peers on React 18 and the web-stream build costs
// ~50% more CPU per page, so we repair exactly that shape: a full view ending in zeros, followed by a
// write that starts with a character longer than the space that was left.
// It also joins React's 2 kB views into one chunk per React flush (React calls `flush()` after each
// batch): every chunk costs a pass through the web stream and the socket write, and a 130 kB search
// page is 64 views (docs/decisions/2026-11-27-render-cost.md).
import { Transform, type TransformCallback } from "node:stream";

const VIEW_SIZE = 2048;

/** Bytes of the UTF-8 character that starts with this byte (1 for ASCII and continuation bytes). */
function utf8Length(lead: number) {
  if (lead >= 0xf0) return 4;
  if (lead >= 0xe0) return 3;
  if (lead >= 0xc2) return 2;
  return 1;
}

export class ReactPaddingFilter extends Transform {
  /** Trailing zeros of the last full view, held back until the next write shows whether they were padding. */
  private held = 0;
  /** What React wrote since its last flush, sent as one chunk. */
  private pending: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.held > 0) {
      const padding = Math.min(this.held, utf8Length(chunk[0]) - 1);
      if (this.held > padding) this.pending.push(Buffer.alloc(this.held - padding));
      this.held = 0;
    }
    if (chunk.length === VIEW_SIZE && chunk[VIEW_SIZE - 1] === 0) {
      while (this.held < 3 && chunk[VIEW_SIZE - 1 - this.held] === 0) this.held++;
      chunk = chunk.subarray(0, VIEW_SIZE - this.held);
    }
    this.pending.push(chunk);
    done();
  }

  /** React's end of a batch: what it wrote goes out now (trailing zeros wait for the next write). */
  flush() {
    if (this.pending.length === 0) return;
    this.push(this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending));
    this.pending = [];
  }

  override _flush(done: TransformCallback) {
    if (this.held > 0) this.pending.push(Buffer.alloc(this.held));
    this.flush();
    done();
  }
}
