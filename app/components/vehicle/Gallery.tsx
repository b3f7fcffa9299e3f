// The photo gallery: a main picture and thumbnails. Without JavaScript each thumbnail (and the
// previous/next links) is a link to the same page showing that photo; with it, the photo swaps in place.
// The thumbnails are a template's HTML (app/lib/html.ts; issue 18): one listener on their list
// swaps the photo, and the current one's aria-current follows it.
import { memo, useEffect, useRef, useState, type MouseEvent } from "react";
import { useLocation } from "@remix-run/react";
import type { VehiclePageData } from "~/models/vehicle.server";
import { showImageNotFound, useImageFallback } from "~/components/FallbackImage";
import { attributes, html, lazyHtml } from "~/lib/html";

type GalleryData = VehiclePageData["gallery"];

// Before hydration an error is missed; after it, a broken picture becomes the fallback.
const showFallback = (event: { currentTarget: HTMLImageElement }) => showImageNotFound(event.currentTarget);

export function Gallery({ gallery, title }: { gallery: GalleryData; title: string }) {
  // The location's query, read once: useSearchParams would also make a navigate function it never uses.
  const { search } = useLocation();
  const count = gallery.images.length;
  const requested = Number.parseInt(new URLSearchParams(search).get("photo") ?? "1", 10);
  const initial = Number.isInteger(requested) && requested >= 1 && requested <= count ? requested - 1 : 0;
  const [index, setIndex] = useState(initial);

  if (gallery.missing || count === 0) {
    const missing = gallery.missing!;
    return (
      <figure className="gallery gallery--empty" id="gallery">
        <img src={missing.src} alt={`${title}: image not available`} width={missing.width} height={missing.height} />
      </figure>
    );
  }

  const current = gallery.images[Math.min(index, count - 1)];
  const go = (to: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setIndex((to + count) % count);
  };
  const prev = (index - 1 + count) % count;
  const next = (index + 1) % count;
  return (
    <section className="gallery" id="gallery" aria-label="Photos">
      <figure className="gallery__main">
        <img
          key={current.main.src}
          src={current.main.src}
          srcSet={current.main.srcSet}
          sizes={current.main.sizes}
          width={current.main.width}
          height={current.main.height}
          alt={current.alt}
          loading="eager"
          decoding="async"
          {...(index === 0 ? { fetchpriority: "high" } : {})}
          onError={showFallback}
        />
        {count > 1 && (
          <>
            <a className="gallery__nav gallery__nav--prev" href={`?photo=${prev + 1}#gallery`} onClick={go(prev)} aria-label="Previous photo" rel="nofollow">
              ‹
            </a>
            <a className="gallery__nav gallery__nav--next" href={`?photo=${next + 1}#gallery`} onClick={go(next)} aria-label="Next photo" rel="nofollow">
              ›
            </a>
          </>
        )}
        <figcaption className="gallery__count" aria-live="polite">
          Photo {index + 1} of {count}
        </figcaption>
      </figure>
      {count > 1 && <Thumbnails images={gallery.images} current={index} initial={initial} onPick={(i) => setIndex(i)} />}
    </section>
  );
}

type Images = GalleryData["images"];

/** The thumbnails, written once with the requested photo (?photo=) current; a click on one picks its photo. */
const Thumbnails = memo(function Thumbnails({ images, current, initial, onPick }: { images: Images; current: number; initial: number; onPick: (index: number) => void }) {
  const list = useRef<HTMLUListElement>(null);
  useImageFallback(list);
  useEffect(() => {
    list.current?.querySelectorAll("a").forEach((link, i) => {
      if (i === current) link.setAttribute("aria-current", "true");
      else link.removeAttribute("aria-current");
    });
  }, [current]);
  const onClick = (event: MouseEvent<HTMLUListElement>) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-photo]") : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPick(Number(link.dataset.photo));
  };
  return <ul className="gallery__thumbs" ref={list} onClick={onClick} dangerouslySetInnerHTML={lazyHtml(() => thumbnailsHtml(images, initial))} />;
}, (before, after) => before.images === after.images && before.current === after.current);

function thumbnailsHtml(images: Images, initial: number) {
  return html`${images.map(
    (image, i) => html`<li><a href="?photo=${i + 1}#gallery" data-photo="${i}"${i === initial ? html` aria-current="true"` : ""} rel="nofollow">\
<img${attributes({ src: image.thumb.src, srcSet: image.thumb.srcSet, sizes: "120px", width: image.thumb.width, height: image.thumb.height, alt: `Show photo ${i + 1}`, loading: "lazy", decoding: "async" })}/></a></li>`,
  )}`;
}
