import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';

interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  src: string;
  /** Shown instead when `src` fails to load (SPEC §8: event images switch to a fallback). */
  fallbackSrc: string;
  alt: string;
  width: number;
  height: number;
}

/** Width and height are required so the browser reserves the space: no layout shift. */
export function ImageWithFallback({ src, fallbackSrc, alt, ...rest }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallbackSrc : src;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== fallbackSrc) setFailedSrc(src);
      }}
    />
  );
}
