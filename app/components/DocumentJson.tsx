// The element holding a document's packed data (lib/packed.ts, packInDocument): the server writes the
// JSON, the browser's first unpack reads it. Hydrating never writes an element's inner HTML, so the
// browser keeps the server's text; a later navigation's data is packed whole and renders nothing here.
import { documentJsonText, type Packed } from "~/lib/packed";
import { useNonce } from "./nonce";

const KEPT = { __html: "" };

export function DocumentJson({ packed }: { packed: Packed<unknown> }) {
  const nonce = useNonce();
  if (packed.inDocument === undefined) return null;
  const html = typeof document === "undefined" ? { __html: documentJsonText(packed) ?? "" } : KEPT;
  return <script type="application/json" id={packed.inDocument} nonce={nonce} dangerouslySetInnerHTML={html} />;
}
