import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { museumKeys, museumListQuery, museumView } from '../../api/museum';
import { config } from '../../config';
import type { Exhibitor } from '../../schemas/museum';
import { MuseumView } from './MuseumView';

/** Wires the museum: the list, and a view counted per opening (the shown count follows the server's). */
export function MuseumPage() {
  const queryClient = useQueryClient();
  const view = useMutation({
    mutationFn: (e: Exhibitor) => museumView(e.id),
    onSuccess: ({ id, viewCount }) =>
      queryClient.setQueryData<Exhibitor[]>(museumKeys.list(), (rows) =>
        rows?.map((r) => (r.id === id ? { ...r, viewCount } : r)),
      ),
  });
  return (
    <MuseumView
      query={useQuery(museumListQuery())}
      vendor={config.museumBannerVendor}
      onView={(e) => view.mutate(e)}
    />
  );
}

export default MuseumPage;
