import { type ImgHTMLAttributes, useState } from 'react';
import { PLACEHOLDER_GAME_IMAGE } from './gameConstants';

/** An image of a game that falls back to the placeholder when it is missing or fails to load. */
export function GameImage({ src, alt, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string | null; alt: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src || PLACEHOLDER_GAME_IMAGE;
  const shown = failedSrc === wanted ? PLACEHOLDER_GAME_IMAGE : wanted;
  return (
    <img
      {...rest}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown !== PLACEHOLDER_GAME_IMAGE) setFailedSrc(wanted);
      }}
    />
  );
}
