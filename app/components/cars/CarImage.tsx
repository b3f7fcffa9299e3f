// A vehicle image with fixed dimensions; a missing image falls back to the generic image-not-found picture.
export const IMAGE_NOT_FOUND = "/demo-images/image-not-found.svg";

export function CarImage({ src, alt, width, height, eager = false }: { src: string | null; alt: string; width: number; height: number; eager?: boolean }) {
  return (
    <img
      src={src || IMAGE_NOT_FOUND}
      alt={src ? alt : `${alt}: image not available`}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
