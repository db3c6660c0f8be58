import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { instituteMsg } from '../text/institute';

/**
 * The one picture preview (the /ai galleries, a work's pictures): yet-another-react-lightbox with its Zoom
 * plugin (keyboard arrows and Escape, swipe, pinch/wheel/double-click zoom) and a counter. Import it lazily:
 * its chunk loads on the first open.
 */
export function PictureLightbox({
  pictures,
  index,
  onClose,
}: {
  pictures: ReadonlyArray<{ src: string; alt: string; width?: number; height?: number }>;
  index: number;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={pictures}
      plugins={[Zoom, Counter]}
      labels={instituteMsg.lightbox}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}

export default PictureLightbox;
