import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { captchaSrc } from '../../api/account';
import { msg } from '../../text/messages';

const SIZE = { width: 112, height: 40 };

/** The graphic captcha to the right of its input; a click fetches a new one. */
export function CaptchaImage({
  img,
  uuid,
  loading,
  onRefresh,
}: {
  img: string | undefined;
  uuid: string | undefined;
  loading: boolean;
  onRefresh: () => void;
}) {
  return (
    <ButtonBase
      onClick={onRefresh}
      aria-label={msg.profile.captchaRefresh}
      title={msg.profile.captchaRefresh}
      sx={{ ...SIZE, flexShrink: 0, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      data-testid="captcha-image"
      data-captcha-uuid={uuid}
    >
      {img && !loading ? (
        <img src={captchaSrc(img)} alt={msg.profile.captchaAlt} width={SIZE.width} height={SIZE.height} />
      ) : loading ? (
        <Skeleton variant="rectangular" {...SIZE} />
      ) : (
        <span style={{ fontSize: 12 }}>{msg.profile.captchaRefresh}</span>
      )}
    </ButtonBase>
  );
}
