import { useEffect, useRef } from 'react';
import { rasterThumb } from '../app/thumbWorker.ts';
import { whenNearViewport } from './nearViewport.ts';

/** Device pixels across the thumbnail (no more: every pixel is drawn, encoded and decoded), in steps of 8. */
function pixelsFor(img: HTMLImageElement): number {
  const css = img.clientWidth > 0 ? img.clientWidth : 160;
  return Math.ceil((css * Math.min(3, window.devicePixelRatio || 1)) / 8) * 8;
}

/**
 * A logo thumbnail (a catalogue SVG) as an <img>, loaded once it is near the viewport (lazy
 * thumbnails). The SVG is drawn into a PNG in the thumbnail worker: an SVG <img> is parsed,
 * laid out and painted on the main thread, a PNG is decoded off it — that was most of the
 * main thread's work while the grid scrolled. When the worker cannot draw it, the SVG itself
 * is shown. `src` is set on the element directly, not through state, so a thumbnail coming
 * into view costs no React render either.
 */
export function LogoThumb({ src, alt, testId }: { src: string; alt: string; testId?: string }) {
  const ref = useRef<HTMLImageElement | null>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    let live = true;
    let objectUrl: string | null = null;
    const gone = new AbortController();
    // Shown only once decoded: before that the frame's colour stands in (issue 27: an <img>
    // without a picture yet flashed the broken-image icon and its alt text while scrolling).
    const show = (source: string, fallback?: string) => {
      img.src = source;
      img.decode().then(
        () => {
          if (live) img.dataset.loaded = 'true';
        },
        () => {
          if (live && fallback) show(fallback);
        },
      );
    };
    const stop = whenNearViewport(img, () => {
      rasterThumb(src, pixelsFor(img), gone.signal).then(
        (png) => {
          if (!live) return;
          objectUrl = URL.createObjectURL(png);
          show(objectUrl, src);
        },
        () => live && show(src),
      );
    });
    return () => {
      live = false;
      gone.abort();
      stop();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  return (
    <span className="logo-thumb logo-thumb--frame">
      <img ref={ref} className="logo-thumb__img" alt={alt} width={160} height={160} decoding="async" data-testid={testId} data-loaded="false" />
    </span>
  );
}
