import { useQuery } from '@tanstack/react-query';
import { instituteQuery } from '../../api/institute';
import { InstituteView } from './InstituteView';

export function InstitutePage() {
  return <InstituteView query={useQuery(instituteQuery())} />;
}

export default InstitutePage;
