import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../api/errors';
import { popsicSessionQuery } from '../../api/popsic';
import { notifyFailure } from '../../components/notifyFailure';
import { toast } from '../../components/toastStore';
import { popsicMsg } from '../../text/popsic';
import { popsicPaths } from './links';

/**
 * The contribution button's click (000 §2.3), shared by the contest home and 我的投稿: the session check
 * first; 60016 (null) says submission has ended, an open session goes to the wizard.
 */
export function useContribute() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const contribute = async () => {
    setChecking(true);
    try {
      const session = await queryClient.fetchQuery(popsicSessionQuery());
      if (session === null) toast.info(popsicMsg.sessionEnded);
      else void navigate(popsicPaths.contribution);
    } catch (e) {
      notifyFailure(errorMessage(e));
    } finally {
      setChecking(false);
    }
  };
  return { contribute: () => void contribute(), checking };
}
