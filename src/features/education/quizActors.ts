import { fromPromise } from 'xstate';
import { quizMachine, type SavedAnswer } from '../../../machines/quiz.machine';
import { createReadingRecord, hasReadingRecord, savedAnswers, submitQuiz } from '../../api/education';
import { notifyFailure } from '../../components/notifyFailure';
import { toast } from '../../components/toastStore';
import { educationMsg } from '../../text/education';
import { educationRulesMsg } from '../../text/educationRules';

/** The quiz machine with the app's calls (001 §7): by_vid, question, emx_record. */
export const createQuizLogic = ({ readingSysUrl }: { readingSysUrl: string }) =>
  quizMachine.provide({
    actors: {
      checkReadingRecord: fromPromise<boolean, { videoId: string }>(({ input }) =>
        hasReadingRecord(input.videoId, { silent: true }),
      ),
      createReadingRecord: fromPromise<void, { videoId: string }>(({ input }) =>
        createReadingRecord(input.videoId),
      ),
      // The rows keep everything by_vid answers (correctness, revealed answers); the machine needs two fields.
      loadSaved: fromPromise<SavedAnswer[], { videoId: string }>(({ input }) =>
        savedAnswers(input.videoId, { silent: true }),
      ),
      submitAnswers: fromPromise<void, { videoId: string; answers: Record<string, string> }>(({ input }) =>
        submitQuiz(input.videoId, input.answers),
      ),
    },
    actions: {
      openReadingSystem: () => {
        if (readingSysUrl) window.open(readingSysUrl, '_blank', 'noopener');
      },
      notifyIncomplete: () => toast.error(educationRulesMsg.quizIncomplete),
      notifySubmitted: () => toast.success(educationMsg.submitted),
      notifyFailed: (_, { message }) => notifyFailure(message),
    },
  });
