import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { optimizeWorks, ownWorksQuery, submissionKeys } from '../../../api/submission';
import { toast } from '../../../components/toastStore';
import type { OwnWorkRow } from '../../../schemas/submission';
import { contributionMsg } from '../../../text/contribution';
import { useContribute } from '../useContribute';
import { MyWorksView } from './MyWorksView';
import { OptimiseDialog } from './OptimiseDialog';

/**
 * 我的投稿 on /popsic (docs/decisions/0044, 0050): the page of works, cards at phone width, 我要投稿 through
 * the contest's session check, and the optimize dialog of a passed work.
 */
export function MyWorksPanel() {
  const [page, setPage] = useState(1);
  const works = useQuery(ownWorksQuery(page));
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { contribute, checking } = useContribute();
  const [optimising, setOptimising] = useState<OwnWorkRow | null>(null);
  const queryClient = useQueryClient();
  return (
    <>
      <MyWorksView
        works={works}
        page={page}
        onPage={setPage}
        compact={compact}
        onContribute={contribute}
        checkingSession={checking}
        onOptimise={setOptimising}
      />
      {optimising ? (
        <OptimiseDialog
          key={optimising.worksId}
          row={optimising}
          onClose={() => setOptimising(null)}
          onSubmit={async (body) => {
            await optimizeWorks(body);
            toast.success(contributionMsg.optimised);
            setOptimising(null);
            await queryClient.invalidateQueries({ queryKey: submissionKeys.all });
          }}
        />
      ) : null}
    </>
  );
}
