// A vehicle image with fixed dimensions, built by the one image-URL builder (sized, with a srcset when an
// image service is configured); a missing image falls back to the generic image-not-found picture.
import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/root";
import { IMAGE_NOT_FOUND, PLAIN_IMAGES, responsiveImage, type ImageConfig } from "~/lib/images";
import { attributes, html, type Html } from "~/lib/html";

export { IMAGE_NOT_FOUND };

// Every page's root data carries the site's image service, so home, search and vehicle cards alike
// go through it; outside the site frame (no root data) images are plain URLs.
export function useImageConfig(): ImageConfig {
  return useRouteLoaderData<RootData>("root")?.images ?? PLAIN_IMAGES;
}

interface CarImageProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  sizes?: string;
}

export function CarImage(props: CarImageProps) {
  return <img {...carImageProps({ ...props, config: useImageConfig() })} />;
}

/** The image itself, for a given image service: its attributes, for the component and for a card's template alike. */
export function carImageProps({ src, alt, width, height, eager = false, sizes = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw", config }: CarImageProps & { config: ImageConfig }) {
  const image = responsiveImage(src, { width, height, widths: [width, width * 2], sizes }, config);
  return {
    src: image.src,
    srcSet: image.srcSet,
    sizes: image.sizes,
    alt: image.missing ? `${alt}: image not available` : alt,
    width,
    height,
    loading: eager ? "eager" : "lazy",
    decoding: "async",
    // The first cards' pictures are the page's largest paint: fetched before the scripts.
    fetchpriority: eager ? "high" : undefined,
  } as const;
}

/** The image in a template (app/lib/html.ts). */
export function carImageHtml(props: CarImageProps & { config: ImageConfig }): Html {
  return html`<img${attributes(carImageProps(props))}/>`;
}
