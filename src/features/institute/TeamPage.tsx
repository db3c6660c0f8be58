import { useQuery } from '@tanstack/react-query';
import { teamQuery } from '../../api/institute';
import { TeamView } from './TeamView';

export function TeamPage() {
  return <TeamView query={useQuery(teamQuery())} />;
}

export default TeamPage;
