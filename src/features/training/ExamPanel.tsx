import { memo, useEffect, useState } from 'react';
import { useMachine } from '@xstate/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isChosen, letterOf, QUESTION_MULTIPLE, QUESTION_OPEN } from '../../../domain/answers';
import { chancesLeft } from '../../../domain/chances';
import { formatChinaTime } from '../../../domain/chinaTime';
import { SHOW_ANSWER, SUBMIT_TIMEUP } from '../../../domain/exam';
import { inPaper as paperShown, shownBanner } from '../../../machines/exam.machine';
import { mmss } from '../../../machines/examTime';
import { belowHeader } from '../../components/belowHeader';
import { ErrorState } from '../../components/ErrorState';
import type { Question } from '../../schemas/training';
import { msg } from '../../text/messages';
import { educationMsg } from '../../text/education';
import { trainingMsg } from '../../text/training';
import { createExamLogic } from './examActors';

const t = trainingMsg;
/** The time of day of a save, in China time (HH:mm:ss) whatever the browser's zone. */
const clockTime = (ms: number) => formatChinaTime(ms, 'HH:mm:ss');

/** What a question tells the exam machine: the option picked (the machine works out the letters) or the text typed. */
interface AnswerHandlers {
  choose: (idx: number, questionType: number, option: number) => void;
  write: (idx: number, answer: string) => void;
}

/** One question; re-renders only when its own answer changes (a 100-question paper stays quick). */
const QuestionItem = memo(function QuestionItem({
  q,
  n,
  total,
  answer,
  disabled,
  onAnswer,
}: {
  q: Question;
  n: number;
  total: number;
  answer: string;
  disabled: boolean;
  onAnswer: AnswerHandlers;
}) {
  const multiple = q.questionType === QUESTION_MULTIPLE;
  return (
    <Box
      component="fieldset"
      data-testid={`question-${q.idx}`}
      data-answer={answer}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography component="legend" sx={{ px: 1, fontWeight: 600 }}>
        {t.questionNo(n, total)}（{educationMsg.questionTypes[q.questionType]}）{q.question}
      </Typography>
      {q.questionType === QUESTION_OPEN ? (
        <TextField
          label={t.openAnswerLabel}
          value={answer}
          disabled={disabled}
          onChange={(e) => onAnswer.write(q.idx, e.target.value)}
          fullWidth
          multiline
          minRows={2}
        />
      ) : (
        <Stack spacing={0.5}>
          {q.chooseItems.map((item, i) => {
            const letter = letterOf(i);
            return (
              <label
                key={letter}
                style={{ display: 'flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}
              >
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`q-${q.idx}`}
                  value={letter}
                  checked={isChosen(answer, i)}
                  disabled={disabled}
                  onChange={() => onAnswer.choose(q.idx, q.questionType, i)}
                />
                <span>
                  {letter}. {item}
                </span>
              </label>
            );
          })}
        </Stack>
      )}
    </Box>
  );
});

export interface ExamPanelProps {
  videoId: number;
  uid: string;
  paper: Question[];
  /** The video has been watched to completion (server flag). */
  watched: boolean;
  /** Why the exam is locked when it is not the watching (enrolment not approved). */
  lockedReason?: string;
  /** Test and benchmark seam. */
  draftInterval?: number;
}

/** The timed exam of a training video (exam machine); the view renders the machine's state only. */
export function ExamPanel({ videoId, uid, paper, watched, lockedReason, draftInterval }: ExamPanelProps) {
  const [logic] = useState(() => createExamLogic({ uid, videoId, delays: { draftInterval } }));
  const [input] = useState(() => ({ videoId, now: Date.now(), online: navigator.onLine }));
  const [state, send] = useMachine(logic, { input });
  useEffect(() => {
    if (watched) send({ type: 'exam.unlock' });
  }, [watched, send]);
  const [onAnswer] = useState<AnswerHandlers>(() => ({
    choose: (idx, questionType, option) => send({ type: 'answer.choose', idx, questionType, option }),
    write: (idx, answer) => send({ type: 'answer.set', idx, answer }),
  }));
  const c = state.context;
  const a = c.attempt;
  const answering = state.matches('answering');
  const inPaper = paperShown(state.value);
  const banner = shownBanner(c.banner, inPaper);

  return (
    <Paper variant="outlined" sx={{ p: 3 }} aria-labelledby="exam-title">
      <Typography id="exam-title" variant="h2" sx={{ fontSize: 20, mb: 2 }}>
        {t.exam}
      </Typography>

      {/* Sticky below the site header: the connection banner, the time left and 交卷 stay in view on a long paper. */}
      <Box
        sx={{
          position: 'sticky',
          top: belowHeader,
          zIndex: 1,
          bgcolor: 'background.paper',
          mx: -3,
          px: 3,
        }}
      >
        {banner ? (
          <Alert
            severity={banner === 'offline' ? 'warning' : 'success'}
            role="status"
            data-testid="exam-banner"
            sx={{ mb: 1 }}
          >
            {banner === 'offline' ? t.offline : t.online}
          </Alert>
        ) : null}
        {inPaper ? (
          <Stack spacing={1} sx={{ pb: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography
                data-testid="exam-remaining"
                role="timer"
                aria-live="off"
                sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
              >
                {t.remaining(mmss(c.remaining))}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                data-testid="exam-draft-status"
                aria-live="polite"
              >
                {!c.online
                  ? t.savedLocally
                  : c.draftFailures > 0
                    ? t.draftRetrying
                    : c.savedAt !== null
                      ? t.draftSaved(clockTime(c.savedAt))
                      : ''}
              </Typography>
              <Box sx={{ flex: 1 }} />
              <Button
                variant="contained"
                color="primary"
                disabled={!state.can({ type: 'exam.submit' })}
                onClick={() => send({ type: 'exam.submit' })}
              >
                {state.matches('submitting') ? t.examSubmitting : t.examSubmit}
              </Button>
            </Stack>
            {state.matches('submitQueued') ? (
              <Alert severity="warning" role="status">
                {c.submitType === SUBMIT_TIMEUP && !c.online ? t.queuedSubmit : t.examSubmitting}
              </Alert>
            ) : null}
          </Stack>
        ) : null}
      </Box>

      {state.matches('locked') ? <Alert severity="info">{lockedReason ?? t.examLocked}</Alert> : null}
      {state.matches('loading') || state.matches('starting') ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <span>{t.examStarting}</span>
        </Stack>
      ) : null}
      {state.matches('loadFailed') ? (
        <ErrorState
          title={msg.app.loadFailed}
          error={new Error(c.error ?? '')}
          onRetry={() => send({ type: 'exam.retry' })}
        />
      ) : null}
      {state.matches('ready') ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {c.error ? <Alert severity="error">{c.error}</Alert> : null}
          <Button variant="contained" onClick={() => send({ type: 'exam.start' })}>
            {t.examStart}
          </Button>
        </Stack>
      ) : null}

      {inPaper ? (
        <Stack spacing={2}>
          {paper.map((q, i) => (
            <QuestionItem
              key={q.idx}
              q={q}
              n={i + 1}
              total={paper.length}
              answer={c.answers[q.idx] ?? ''}
              disabled={!answering}
              onAnswer={onAnswer}
            />
          ))}
        </Stack>
      ) : null}

      <Dialog
        open={state.matches({ answering: { dialog: 'confirming' } })}
        onClose={() => send({ type: 'confirm.cancel' })}
        aria-labelledby="exam-confirm-title"
      >
        <DialogTitle id="exam-confirm-title">{t.confirmTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t.confirmSubmit}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => send({ type: 'confirm.cancel' })}>{t.confirmCancel}</Button>
          <Button variant="contained" onClick={() => send({ type: 'confirm.ok' })}>
            {t.confirmOk}
          </Button>
        </DialogActions>
      </Dialog>

      {state.matches('finished') && a ? (
        <Stack spacing={2} data-testid="exam-result">
          {a.submitType === SUBMIT_TIMEUP ? <Alert severity="info">{t.timeUp}</Alert> : null}
          {c.error ? <Alert severity="error">{c.error}</Alert> : null}
          <Typography variant="h3" sx={{ fontSize: 18 }}>
            {t.result}
          </Typography>
          <Stack direction="row" spacing={3}>
            <Typography data-testid="exam-correct">{t.correct(a.correct)}</Typography>
            <Typography data-testid="exam-wrong">{t.wrong(a.wrong)}</Typography>
            <Typography data-testid="exam-chances">{t.chances(chancesLeft(a.limit, a.used))}</Typography>
          </Stack>
          {state.can({ type: 'exam.retake' }) ? (
            <Box>
              <Button variant="contained" onClick={() => send({ type: 'exam.retake' })}>
                {t.examRetake}
              </Button>
            </Box>
          ) : (
            <Alert severity="info">{t.noChances}</Alert>
          )}
          {a.key ? (
            <Stack spacing={1.5}>
              {paper.map((q, i) => {
                const k = a.key?.find((x) => x.idx === q.idx);
                return (
                  <Box key={q.idx} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {t.questionNo(i + 1, paper.length)} {q.question}
                    </Typography>
                    <Typography variant="body2">{t.yourAnswer(a.answers[q.idx] ?? '')}</Typography>
                    <Typography variant="body2">{t.answerKey(k?.answerItems ?? '')}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t.analysis(k?.questionAnalysis ?? '')}
                    </Typography>
                  </Box>
                );
              })}
            </Stack>
          ) : (
            <Typography color="text.secondary">
              {a.showAnswer === SHOW_ANSWER && a.showAnswerTime
                ? t.answersAt(a.showAnswerTime)
                : t.answersLater}
            </Typography>
          )}
        </Stack>
      ) : null}
    </Paper>
  );
}
