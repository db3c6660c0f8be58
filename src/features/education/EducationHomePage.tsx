import { useQuery } from '@tanstack/react-query';
import { itemOrderQuery } from '../../api/home';
import { toast } from '../../components/toastStore';
import { msg } from '../../text/messages';
import { educationMsg } from '../../text/education';
import { tileAction } from '../../../domain/categories';
import { EducationHomeView } from './EducationHomeView';

/** /education (000 §2.2): the tile order of itemOrder?module=education; a tile links or says why not. */
export function EducationHomePage() {
  const query = useQuery(itemOrderQuery('education'));
  const open = (category: number) =>
    toast.info(
      tileAction(category).kind === 'aiComingSoon' ? educationMsg.aiComingSoon : msg.misc.comingSoon,
    );
  return <EducationHomeView query={query} onOpen={open} />;
}

export default EducationHomePage;
