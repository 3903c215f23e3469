import { responsiveImage } from '@congrega/contract/media';
import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** Rendered width of the image per viewport (the `sizes` attribute). */
  sizes: string;
};

/**
 * An image of ours (seed media, uploads) as a <picture> of its AVIF/WebP/JPEG variants at several widths, so the
 * browser downloads the smallest file that fills the rendered box; any other URL is a plain <img>.
 * Give width/height (or a CSS aspect-ratio) so the box is reserved before the file arrives.
 */
export function ResponsiveImage({ src, sizes, alt = '', ...img }: Props) {
  const variants = responsiveImage(src);
  if (!variants) return <img src={src} alt={alt} {...img} />;
  const modern = variants.sources.filter((s) => s.format !== 'jpeg');
  const jpeg = variants.sources.find((s) => s.format === 'jpeg');
  return (
    <picture>
      {modern.map((source) => (
        <source key={source.format} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img src={variants.fallback} srcSet={jpeg?.srcset} sizes={sizes} alt={alt} {...img} />
    </picture>
  );
}
