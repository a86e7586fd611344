import { Modal } from '../../ui/popups/Modal';
import { videoEmbedUrl } from '../../lib/video';

interface TrailerPopupProps {
  filmName: string;
  videoId: string;
  onClosed: () => void;
}

/** The trailer in a popup: the no-cookie video player embed. */
export function TrailerPopup({ filmName, videoId, onClosed }: TrailerPopupProps) {
  return (
    <Modal label={`Трейлер фильма «${filmName}»`} size="video" onClosed={onClosed}>
      {() => (
        <div className="trailer">
          <h2 className="trailer__title">{filmName}</h2>
          <div className="trailer__frame">
            <iframe
              src={videoEmbedUrl(videoId, { autoplay: true })}
              title={`Трейлер фильма «${filmName}»`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
