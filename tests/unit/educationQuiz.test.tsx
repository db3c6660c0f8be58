// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../src/api/session';
import { createQueryClient } from '../../src/app/queryClient';
import { toastStore } from '../../src/components/toastStore';
import QuizPanel, { type QuizVideo } from '../../src/features/education/QuizPanel';
import { answerRowSchema, videoDetailSchema } from '../../src/schemas/education';
import { userSchema } from '../../src/schemas/account';
import { educationMsg } from '../../src/text/education';
import { educationRulesMsg } from '../../src/text/educationRules';

const api = vi.hoisted(() => ({
  savedAnswers: vi.fn(),
  submitQuiz: vi.fn(),
  hasReadingRecord: vi.fn(),
  createReadingRecord: vi.fn(),
}));
vi.mock('../../src/api/education', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/education')>()),
  ...api,
}));

const video = (over: Record<string, unknown> = {}): QuizVideo =>
  videoDetailSchema.parse({
    id: 5,
    topic: '胸部CT',
    videoCategory: 1,
    videoState: 1,
    showAnswer: 1,
    showAnswerTime: '',
    examLimitCount: 2,
    usedExamCount: 0,
    questionList: [
      { id: 11, question: '首选检查？', questionType: 1, chooseItems: ['X线', 'CT', 'MRI'] },
      { id: 12, question: '哪些征象？', questionType: 2, chooseItems: ['分叶', '毛刺', '钙化'] },
    ],
    ...over,
  });

const row = (questionId: number, answer: string, answerItems: string) =>
  answerRowSchema.parse({
    questionId,
    answer,
    isCorrect: answerItems === '' ? null : answer === answerItems ? 1 : 0,
    youthQuestion: {
      id: questionId,
      question: 'q',
      questionType: 1,
      answerItems,
      questionAnalysis: answerItems ? '解析' : '',
    },
  });

const renderQuiz = (v: QuizVideo) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <QuizPanel video={v} />
    </QueryClientProvider>,
  );

beforeEach(() => {
  vi.clearAllMocks();
  toastStore.clear();
  setSession({ token: 't', user: userSchema.parse({ uid: 1, nickName: 'a' }) });
});
afterEach(() => {
  cleanup();
  clearSession();
});

describe('QuizPanel', () => {
  it('asks a visitor to log in and fetches nothing', () => {
    clearSession();
    renderQuiz(video());
    expect(screen.getByText(educationRulesMsg.loginRequired)).toBeTruthy();
    expect(api.savedAnswers).not.toHaveBeenCalled();
  });

  it('groups each question for assistive technology: a named radiogroup or group, one shared name', async () => {
    api.savedAnswers.mockResolvedValueOnce([]);
    renderQuiz(video());
    const single = await screen.findByRole('radiogroup', { name: /首选检查？/ });
    const multiple = screen.getByRole('group', { name: /哪些征象？/ });
    const radios = within(single).getAllByRole('radio') as HTMLInputElement[];
    const boxes = within(multiple).getAllByRole('checkbox') as HTMLInputElement[];
    expect(radios.map((r) => r.value)).toEqual(['A', 'B', 'C']);
    expect(boxes).toHaveLength(3);
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(new Set(boxes.map((b) => b.name)).size).toBe(1);
    expect(radios[0]!.name).not.toBe('');
    expect(radios[0]!.name).not.toBe(boxes[0]!.name);
  });

  it('needs every question answered, sends sorted letters, then shows the locked graded answers', async () => {
    const user = userEvent.setup();
    api.savedAnswers.mockResolvedValueOnce([]);
    api.submitQuiz.mockResolvedValueOnce(undefined);
    api.savedAnswers.mockResolvedValueOnce([row(11, 'B', 'B'), row(12, 'A,C', 'A,B')]);
    renderQuiz(video());

    await user.click(await screen.findByLabelText('B. CT'));
    await user.click(screen.getByRole('button', { name: educationMsg.submit }));
    expect(toastStore.getSnapshot().at(-1)?.message).toBe('请完成所有的题目后再提交！');
    expect(api.submitQuiz).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('C. 钙化'));
    await user.click(screen.getByLabelText('A. 分叶'));
    await user.click(screen.getByRole('button', { name: educationMsg.submit }));
    await waitFor(() => expect(api.submitQuiz).toHaveBeenCalledWith('5', { '11': 'B', '12': 'A,C' }));

    await screen.findByText(educationMsg.correctAnswer('A,B'));
    expect(screen.getByText(educationMsg.wrong)).toBeTruthy();
    expect((screen.getByLabelText('B. CT') as HTMLInputElement).disabled).toBe(true);
    // One of two chances used: answer again is offered and gives a blank paper.
    expect(screen.getByTestId('quiz-chances').textContent).toBe(educationMsg.chancesLeft(1));
    await user.click(screen.getByRole('button', { name: educationMsg.answerAgain }));
    expect((screen.getByLabelText('B. CT') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('B. CT') as HTMLInputElement).disabled).toBe(false);
  });

  it('without showAnswer says answers come after an expert has read them; no chance left, no retake', async () => {
    api.savedAnswers.mockResolvedValueOnce([row(11, 'B', ''), row(12, 'A', '')]);
    renderQuiz(video({ showAnswer: 0, examLimitCount: 1, usedExamCount: 1 }));
    await screen.findByText(educationMsg.answersAfterExpert);
    expect(screen.getByTestId('quiz-chances').textContent).toBe(educationRulesMsg.quizNoChances);
    expect(screen.queryByRole('button', { name: educationMsg.answerAgain })).toBeNull();
  });

  it('a reveal time in the future is announced', async () => {
    api.savedAnswers.mockResolvedValueOnce([row(11, 'B', ''), row(12, 'A', '')]);
    renderQuiz(video({ showAnswerTime: '2099-01-01 08:00:00' }));
    await screen.findByText(educationMsg.answersAt('2099-01-01 08:00:00'));
  });

  it('category 10 without a reading record opens the reading system first', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    api.hasReadingRecord.mockResolvedValueOnce(false);
    api.createReadingRecord.mockResolvedValueOnce(undefined);
    api.savedAnswers.mockResolvedValueOnce([]);
    renderQuiz(video({ videoCategory: 10, emxState: 1, readingSysUrl: 'https://pacs.example.cn/case/5' }));
    await user.click(await screen.findByRole('button', { name: educationMsg.openReading }));
    expect(open).toHaveBeenCalledWith('https://pacs.example.cn/case/5', '_blank', 'noopener');
    await screen.findByLabelText('B. CT');
    expect(api.createReadingRecord).toHaveBeenCalledWith('5');
  });

  it('category 10 with emxState 0 asks for the info form first', async () => {
    renderQuiz(video({ videoCategory: 10, emxState: 0 }));
    expect(screen.getByText(educationMsg.infoFirst)).toBeTruthy();
    expect(api.hasReadingRecord).not.toHaveBeenCalled();
  });
});
