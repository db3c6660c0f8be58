import { PictureLightbox } from '../../components/PictureLightbox';
import type { GalleryPhoto } from '../../schemas/institute';

/** The image preview of /ai: the one picture lightbox. Its own chunk: only /ai loads it, on the first open. */
export function GalleryLightbox({
  photos,
  index,
  onClose,
}: {
  photos: GalleryPhoto[];
  index: number;
  onClose: () => void;
}) {
  return (
    <PictureLightbox
      pictures={photos.map((p) => ({ src: p.imgUrl, width: p.width, height: p.height, alt: p.title }))}
      index={index}
      onClose={onClose}
    />
  );
}

export default GalleryLightbox;
