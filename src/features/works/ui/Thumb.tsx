import { useEffect, useRef } from 'react';

/** A stored thumbnail Blob as an <img>: the object URL lives exactly as long as the element shows that blob. */
export function Thumb({ blob }: { blob: Blob }) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (ref.current) ref.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={ref} alt="" data-testid="works-card-thumb" />;
}
