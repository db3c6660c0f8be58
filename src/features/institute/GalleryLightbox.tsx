import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import type { GalleryPhoto } from '../../schemas/institute';
import { msg } from '../../text/messages';

/**
 * The image preview of /ai: yet-another-react-lightbox with its Zoom plugin (keyboard arrows and
 * Escape, swipe, pinch/wheel/double-click zoom). Its own chunk: only /ai loads it, on the first open.
 */
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
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={photos.map((p) => ({ src: p.imgUrl, width: p.width, height: p.height, alt: p.title }))}
      plugins={[Zoom, Counter]}
      labels={msg.institute.lightbox}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}

export default GalleryLightbox;
