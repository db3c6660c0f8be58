import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { hotAdd, hotQuery } from '../../api/education';
import { useSession } from '../../api/useSession';
import { toast } from '../../components/toastStore';
import { educationMsg } from '../../text/education';
import { educationRulesMsg } from '../../text/educationRules';

/** The heart count of a video (hot/get); a logged-in user adds one heart (hot/add). */
export function HeartButton({ videoId }: { videoId: string }) {
  const { user, token } = useSession();
  const queryClient = useQueryClient();
  const hot = useQuery(hotQuery(videoId));
  const add = useMutation({
    mutationFn: () => hotAdd(videoId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: hotQuery(videoId).queryKey }),
  });
  const count = hot.data?.heartCount ?? 0;
  const hearted = hot.data?.hearted === 1;
  return (
    <Button
      variant={hearted ? 'contained' : 'outlined'}
      color="error"
      startIcon={hearted ? <Favorite /> : <FavoriteBorder />}
      aria-pressed={hearted}
      aria-label={educationMsg.heart(count)}
      disabled={add.isPending || hot.isPending}
      data-testid="heart-button"
      onClick={() => {
        if (user === null || token === null) {
          toast.error(educationRulesMsg.loginRequired);
          return;
        }
        if (!hearted) add.mutate();
      }}
    >
      {count}
    </Button>
  );
}

export default HeartButton;
