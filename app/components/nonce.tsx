// The Content-Security-Policy nonce of this response (server/security-headers.ts), for every
// inline <script>. Empty in the browser: it hides nonces from scripts, and hydration needs none.
import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export const useNonce = () => useContext(NonceContext);
