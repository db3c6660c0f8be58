import { useQuery } from '@tanstack/react-query';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { accountKeys, captcha, captchaSrc } from '../../api/account';
import { msg } from '../../text/messages';

const SIZE = { width: 112, height: 40 };

/** One graphic captcha for a form; `refresh` fetches a new one (they are single-use). */
export function useEducationCaptcha(scope: string) {
  const query = useQuery({
    queryKey: accountKeys.captcha(scope),
    queryFn: captcha,
    staleTime: Infinity,
    gcTime: 0,
  });
  return { ...query, refresh: () => void query.refetch() };
}

/** The captcha image beside its input; a click fetches a new one. */
export function CaptchaButton({
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
      ) : (
        <Skeleton variant="rectangular" {...SIZE} />
      )}
    </ButtonBase>
  );
}
