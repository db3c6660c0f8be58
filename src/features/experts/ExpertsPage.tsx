import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  displayOf,
  hasGroupFilter,
  labelOf,
  type ExpertDisplay,
  type ExpertLabel,
} from '../../../domain/experts';
import { expertGroupsQuery, expertListQuery } from '../../api/experts';
import { toast } from '../../components/toastStore';
import { expertsMsg } from '../../text/experts';
import { ExpertsView } from './ExpertsView';

/**
 * /specialist: the tab, the name, the study group and the display live in the address
 * (`?tab=2&name=…&group=…&view=list`), so a search can be shared and Back returns to it.
 */
export function ExpertsPage() {
  const [params, setParams] = useSearchParams();
  const label = labelOf(params.get('tab'));
  const name = params.get('name') ?? '';
  const groupId = hasGroupFilter(label) ? (params.get('group') ?? '') : '';
  const display = displayOf(params.get('view'));

  const set = (changes: Record<string, string>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: false },
    );

  const groups = useQuery({ ...expertGroupsQuery(2), enabled: hasGroupFilter(label) });
  const list = useQuery(expertListQuery(label, name, groupId));

  return (
    <ExpertsView
      label={label}
      // A new tab starts without the other tab's search and study group.
      onLabel={(l: ExpertLabel) => set({ tab: l === 1 ? '' : String(l), name: '', group: '' })}
      name={name}
      onSearch={(n) => set({ name: n })}
      groups={groups.data ?? []}
      groupId={groupId}
      onGroup={(g) => set({ group: g })}
      display={display}
      onDisplay={(d: ExpertDisplay) => set({ view: d === 'card' ? '' : d })}
      list={list}
      onUnavailable={() => toast.info(expertsMsg.updating)}
    />
  );
}

export default ExpertsPage;
