// With JavaScript, refining goes straight to the canonical URL of the new search (no redirect
// round trip) and keeps the scroll position: the form is read by the same codec the server uses.
import { useNavigate } from "@remix-run/react";
import { useCallback } from "react";
import { buildSearchUrl, parseSearchUrl, type BuildOptions, type SearchVocabulary } from "~/lib/search/url";
import type { SearchState, SortKey } from "~/lib/search/state";

export interface SearchUrlContext {
  formAction: string;
  vocabulary: SearchVocabulary;
  urlOptions: Omit<BuildOptions, "vocabulary">;
  defaultSort: SortKey;
}

/** The canonical URL a search form would reach, or null when it reads as no search at all. */
export function formTarget(form: HTMLFormElement, ctx: SearchUrlContext): string | null {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  const state = parseSearchUrl(`${ctx.formAction}?${params.toString()}`, ctx.vocabulary, {
    base: ctx.urlOptions.base,
    emptyPath: ctx.formAction,
  });
  return state ? urlFor(state, ctx) : null;
}

export function urlFor(state: SearchState, ctx: SearchUrlContext): string {
  const clean = { ...state };
  if (clean.sortBy === ctx.defaultSort) delete clean.sortBy;
  return buildSearchUrl(clean, { ...ctx.urlOptions, vocabulary: ctx.vocabulary });
}

export function useSearchNavigation(ctx: SearchUrlContext) {
  const navigate = useNavigate();
  return useCallback(
    (form: HTMLFormElement | null) => {
      if (!form) return;
      const to = formTarget(form, ctx);
      if (to) navigate(to, { preventScrollReset: true });
    },
    [ctx, navigate],
  );
}
