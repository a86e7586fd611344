import { useId, useState } from 'react';
import type { SessionInfo } from '@softkino/contract';
import { videoEmbedUrl, videoIdOf } from '../../lib/video';
import { Checkbox } from '../../ui/form';

export const INFO_DEFAULT_TITLE = 'Информация';
export const INFO_DEFAULT_BUTTON = 'Далее';

/**
 * The info step (spec section 2): title, body, optional video and images; when agreement is
 * needed, the button stays disabled until 'Принимаю' is ticked. The text scrolls within 600 px.
 */
export function InfoStep({ info, onContinue }: { info: SessionInfo; onContinue: () => void }) {
  const [agreed, setAgreed] = useState(false);
  const titleId = useId();
  const video = videoIdOf(info.video);
  return (
    <section className="purchase-info" aria-labelledby={titleId}>
      <h3 id={titleId} className="purchase-info__title">
        {info.title ?? INFO_DEFAULT_TITLE}
      </h3>
      <div className="purchase-info__scroll">
        {info.body.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        {video && (
          <div className="purchase-info__video">
            <iframe
              src={videoEmbedUrl(video)}
              title="Видео о сеансе"
              allow="encrypted-media; picture-in-picture; fullscreen"
              loading="lazy"
            />
          </div>
        )}
        {info.images.map((src) => (
          <img key={src} className="purchase-info__image" src={src} alt="" loading="lazy" />
        ))}
      </div>
      {info.agree && (
        <Checkbox
          className="purchase-info__agree"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
        >
          Принимаю
        </Checkbox>
      )}
      <button
        type="button"
        className="button button--primary purchase-panel__next"
        disabled={info.agree && !agreed}
        onClick={onContinue}
      >
        {info.button ?? INFO_DEFAULT_BUTTON}
      </button>
    </section>
  );
}
