// "Missing brand or image falls back to a generic image-not-found picture" (spec point 2). The server
// already sends the fallback for an image it knows is missing (logo.url null); this covers a URL that
// turns out broken: with JavaScript the picture swaps to the fallback, whether it failed before
// hydration (caught on mount) or after (onError).
import { useEffect, useRef, type ImgHTMLAttributes, type RefObject } from "react";
import { IMAGE_NOT_FOUND } from "~/lib/images";

/** Swaps a failed picture to the image-not-found picture, once. */
export function showImageNotFound(img: HTMLImageElement) {
  if (img.src.endsWith(IMAGE_NOT_FOUND)) return;
  img.removeAttribute("srcset");
  img.src = IMAGE_NOT_FOUND;
}

export function FallbackImage(props: ImgHTMLAttributes<HTMLImageElement>) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) showImageNotFound(img);
  }, [props.src]);
  return <img ref={ref} {...props} onError={(event) => showImageNotFound(event.currentTarget)} />;
}

/** The same for the pictures inside a template's HTML (app/lib/html.ts), which carry no
 * handlers: those that failed before this ran, and a capturing listener on the container for the rest. */
export function useImageFallback(ref: RefObject<HTMLElement>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    for (const img of root.querySelectorAll("img")) if (img.complete && img.naturalWidth === 0) showImageNotFound(img);
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showImageNotFound(event.target);
    };
    root.addEventListener("error", onError, true);
    return () => root.removeEventListener("error", onError, true);
  }, [ref]);
}
