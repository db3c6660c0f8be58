import { useQuery } from '@tanstack/react-query';
import { captchaQuery } from '../../api/account';

/** One graphic captcha for a form; `refresh` fetches a new one (they are single-use). */
export function useCaptcha(scope: string) {
  const query = useQuery(captchaQuery(scope));
  return { ...query, refresh: () => void query.refetch() };
}
