import { useQuery } from '@tanstack/react-query';
import { accountKeys, captcha } from '../../api/account';

/** One graphic captcha for a form; `refresh` fetches a new one (they are single-use). */
export function useCaptcha(scope: string) {
  const query = useQuery({
    queryKey: accountKeys.captcha(scope),
    queryFn: captcha,
    staleTime: Infinity,
    gcTime: 0,
  });
  return { ...query, refresh: () => void query.refetch() };
}
