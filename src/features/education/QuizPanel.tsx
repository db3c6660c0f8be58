import { useState } from 'react';
import { useMachine } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isChosen, letterOf, QUESTION_MULTIPLE, QUESTION_OPEN } from '../../../domain/answers';
import { EMX_INFO_NEEDED } from '../../../domain/cardRoute';
import { EMX_CATEGORY } from '../../../domain/categories';
import { chancesLeft } from '../../../domain/chances';
import { useSession } from '../../components/useSession';
import { ErrorState } from '../../components/ErrorState';
import type { AnswerRow, Question, VideoDetail } from '../../schemas/education';
import { msg } from '../../text/messages';
import { educationMsg } from '../../text/education';
import { educationRulesMsg } from '../../text/educationRules';
import { EmxInfoDialog } from './EmxInfoDialog';
import { createQuizLogic } from './quizActors';

const t = educationMsg;

export type QuizVideo = Pick<
  VideoDetail,
  | 'id'
  | 'videoCategory'
  | 'emxState'
  | 'questionList'
  | 'showAnswer'
  | 'showAnswerTime'
  | 'examLimitCount'
  | 'usedExamCount'
  | 'readingSysUrl'
>;

/**
 * The 答题 tab of a video (001 §3, §4, §5): category-10 gating (info form, reading record), the
 * questions, submit with every question answered, the locked answers with what may be revealed, and
 * 再答一次 while chances remain. Visitors are asked to log in.
 */
export function QuizPanel({ video }: { video: QuizVideo }) {
  const { user, token } = useSession();
  if (user === null || token === null) {
    return (
      <Alert severity="info" data-testid="quiz-login">
        {educationRulesMsg.loginRequired}
      </Alert>
    );
  }
  if (video.questionList.length === 0) return <Typography color="text.secondary">{t.none}</Typography>;
  return <QuizBody video={video} />;
}

function QuizBody({ video }: { video: QuizVideo }) {
  const [logic] = useState(() => createQuizLogic({ readingSysUrl: video.readingSysUrl }));
  const [state, send] = useMachine(logic, {
    input: {
      videoId: video.id,
      questions: video.questionList.map((q) => ({ id: q.id, type: q.questionType })),
      examLimitCount: video.examLimitCount,
      usedExamCount: video.usedExamCount,
      gated: video.videoCategory === EMX_CATEGORY,
      needsInfo: video.videoCategory === EMX_CATEGORY && video.emxState === EMX_INFO_NEEDED,
    },
  });
  const [infoOpen, setInfoOpen] = useState(false);
  const ctx = state.context;

  if (state.matches('needInfo')) {
    return (
      <Box data-testid="quiz-need-info">
        <Alert
          severity="info"
          action={<Button onClick={() => setInfoOpen(true)}>{educationMsg.infoTitle}</Button>}
        >
          {t.infoFirst}
        </Alert>
        {infoOpen ? (
          <EmxInfoDialog
            onClose={() => setInfoOpen(false)}
            onDone={() => {
              setInfoOpen(false);
              send({ type: 'info.done' });
            }}
          />
        ) : null}
      </Box>
    );
  }
  if (state.matches('needReading') || state.matches('recordingReading')) {
    const busy = state.matches('recordingReading');
    return (
      <Alert
        severity="info"
        data-testid="quiz-need-reading"
        action={
          <Button onClick={() => send({ type: 'reading.open' })} disabled={busy}>
            {busy ? t.recordingReading : t.openReading}
          </Button>
        }
      >
        {t.readingFirst}
      </Alert>
    );
  }
  if (state.matches('failed')) {
    return <ErrorState title={t.quizLoadFailed} onRetry={() => send({ type: 'quiz.retry' })} />;
  }
  if (state.matches('start') || state.matches('checkingRecord') || state.matches('loading')) {
    return <Skeleton variant="rounded" height={160} aria-label={msg.app.loading} />;
  }

  const locked = state.matches('submitted');
  const submitting = state.matches('submitting');
  const rows = ctx.saved as AnswerRow[];
  const rowOf = (id: string) => rows.find((r) => r.questionId === id);
  const revealed = rows.some((r) => r.youthQuestion.answerItems !== '');
  const left = chancesLeft(ctx.examLimitCount, ctx.usedExamCount);

  return (
    <Stack spacing={2} data-testid="quiz" data-state={locked ? 'submitted' : 'answering'}>
      {video.questionList.map((q, n) => (
        <QuestionView
          key={q.id}
          n={n + 1}
          question={q}
          answer={ctx.answers[q.id] ?? ''}
          row={rowOf(q.id)}
          disabled={locked || submitting}
          onChoose={(index) => send({ type: 'answer.choose', questionId: q.id, index })}
          onWrite={(text) => send({ type: 'answer.write', questionId: q.id, text })}
        />
      ))}
      {locked ? (
        <>
          {video.showAnswer !== 1 ? (
            <Alert severity="info">{t.answersAfterExpert}</Alert>
          ) : revealed ? (
            video.showAnswerTime ? (
              <Typography variant="body2" color="text.secondary">
                {t.answersRevealedAt(video.showAnswerTime)}
              </Typography>
            ) : null
          ) : video.showAnswerTime ? (
            <Alert severity="info">{t.answersAt(video.showAnswerTime)}</Alert>
          ) : null}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Typography variant="body2" data-testid="quiz-chances">
              {left > 0 ? t.chancesLeft(left) : educationRulesMsg.quizNoChances}
            </Typography>
            {state.can({ type: 'quiz.again' }) ? (
              <Button variant="outlined" onClick={() => send({ type: 'quiz.again' })}>
                {t.answerAgain}
              </Button>
            ) : null}
          </Box>
        </>
      ) : (
        <Box>
          <Button variant="contained" onClick={() => send({ type: 'quiz.submit' })} disabled={submitting}>
            {submitting ? t.submitting : t.submit}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function QuestionView({
  n,
  question,
  answer,
  row,
  disabled,
  onChoose,
  onWrite,
}: {
  n: number;
  question: Question;
  answer: string;
  row: AnswerRow | undefined;
  disabled: boolean;
  onChoose: (index: number) => void;
  onWrite: (text: string) => void;
}) {
  const titleId = `quiz-q-${question.id}`;
  const images = question.images
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const revealed = row?.youthQuestion;
  const multiple = question.questionType === QUESTION_MULTIPLE;
  const Control = multiple ? Checkbox : Radio;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="quiz-question">
      <Typography id={titleId} sx={{ fontWeight: 600, mb: 1 }}>
        {t.questionLabel(n, question.question)}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          {t.questionTypes[question.questionType] ?? ''}
        </Typography>
      </Typography>
      {images.map((src, i) => (
        <Box
          key={src}
          component="img"
          src={src}
          alt={t.quizImageAlt(i + 1)}
          sx={{ maxWidth: '100%', mb: 1 }}
        />
      ))}
      {question.questionType === QUESTION_OPEN ? (
        <TextField
          label={t.openPlaceholder}
          value={answer}
          onChange={(e) => onWrite(e.target.value)}
          disabled={disabled}
          multiline
          minRows={2}
          fullWidth
          size="small"
        />
      ) : (
        // One named group per question: a radiogroup (single choice) or a group (multiple), labelled by the
        // question, its options sharing one name.
        <Stack role={multiple ? 'group' : 'radiogroup'} aria-labelledby={titleId}>
          {question.chooseItems.map((item, i) => (
            <FormControlLabel
              key={i}
              control={
                <Control
                  name={titleId}
                  value={letterOf(i)}
                  checked={isChosen(answer, i)}
                  onChange={() => onChoose(i)}
                  disabled={disabled}
                />
              }
              label={`${letterOf(i)}. ${item}`}
            />
          ))}
        </Stack>
      )}
      {row ? (
        <Box sx={{ mt: 1 }} data-testid="quiz-result">
          <Typography variant="body2">{t.yourAnswer(row.answer)}</Typography>
          {row.isCorrect === 1 || row.isCorrect === 0 ? (
            <Typography variant="body2" color={row.isCorrect === 1 ? 'success.main' : 'error.main'}>
              {row.isCorrect === 1 ? t.correct : t.wrong}
            </Typography>
          ) : null}
          {revealed?.answerItems ? (
            <Typography variant="body2">{t.correctAnswer(revealed.answerItems)}</Typography>
          ) : null}
          {revealed?.questionAnalysis ? (
            <Typography variant="body2" color="text.secondary">
              {t.analysis(revealed.questionAnalysis)}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Paper>
  );
}

export default QuizPanel;
