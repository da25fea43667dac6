import { useEffect, useRef, useState } from 'react';

/**
 * A logo thumbnail as an <img> (an SVG there never runs script). `src` is only set once the
 * image is near the viewport, so a long grid downloads what is on screen (lazy thumbnails).
 */
export function LogoThumb({ src, alt, testId }: { src: string; alt: string; testId?: string }) {
  const ref = useRef<HTMLImageElement | null>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const img = ref.current;
    if (!img || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(img);
    return () => observer.disconnect();
  }, [visible]);
  return <img ref={ref} className="logo-thumb" src={visible ? src : undefined} alt={alt} width={160} height={160} decoding="async" data-testid={testId} data-loaded={visible ? 'true' : 'false'} />;
}
