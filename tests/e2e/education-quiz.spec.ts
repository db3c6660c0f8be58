import { expect, test, type Page } from '@playwright/test';
import { captchaAnswer, freshPhone, smsCode, trackCaptcha } from './support';
import { loginFreshUser } from './education.support';

/** The 答题 tab of a video detail page (the video page mounts the education QuizPanel). */
async function openQuizTab(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('tab', { name: '答题' }).click();
}

test('a quiz is refused until complete, submitted, locked with the answers revealed, and retaken', async ({
  page,
  request,
  context,
}) => {
  await loginFreshUser(request, context);
  // 101: single, multiple and open questions; showAnswer 1; three chances.
  await openQuizTab(page, '/edu/youth/101');
  const quiz = page.getByTestId('quiz');
  await expect(quiz).toHaveAttribute('data-state', 'answering');
  // Each question is a named group in the accessibility tree: radiogroup (single), group (multiple).
  await expect(
    quiz.getByRole('radiogroup').first().getByRole('radio', { name: 'A. 侵袭性肺曲霉病' }),
  ).toBeVisible();
  await expect(quiz.getByRole('group').filter({ has: page.getByLabel('A. 分叶征') })).toHaveCount(1);

  await quiz.getByLabel('A. 侵袭性肺曲霉病').check();
  await quiz.getByRole('button', { name: '提交答案' }).click();
  await expect(page.getByText('请完成所有的题目后再提交！')).toBeVisible();

  // Multiple choice in any order is sent sorted.
  await quiz.getByLabel('D. 胸膜凹陷征').check();
  await quiz.getByLabel('A. 分叶征').check();
  await quiz.getByLabel('B. 毛刺征').check();
  await quiz.getByLabel('请输入您的答案').fill('结合增强扫描与随访');
  const submitted = page.waitForRequest(
    (r) => r.url().endsWith('/api/youth/question') && r.method() === 'POST',
  );
  await quiz.getByRole('button', { name: '提交答案' }).click();
  const body = (await submitted).postDataJSON() as { questionList: { answerItems: string }[] };
  expect(body.questionList.map((q) => q.answerItems)).toEqual(['A', 'A,B,D', '结合增强扫描与随访']);
  await expect(page.getByText('答案提交成功')).toBeVisible();

  // Locked: the choices cannot change; answers and analysis are shown; two chances left.
  await expect(quiz).toHaveAttribute('data-state', 'submitted');
  await expect(quiz.getByLabel('A. 侵袭性肺曲霉病')).toBeDisabled();
  await expect(quiz.getByLabel('A. 侵袭性肺曲霉病')).toBeChecked();
  await expect(quiz.getByText('正确答案：A', { exact: true })).toBeVisible();
  await expect(quiz.getByText(/^答案解析：/).first()).toBeVisible();
  await expect(quiz.getByTestId('quiz-chances')).toHaveText('剩余答题次数：2');

  // A reload shows the same locked answers (they come from the server).
  await page.reload();
  await page.getByRole('tab', { name: '答题' }).click();
  await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', 'submitted');
  await expect(page.getByTestId('quiz').getByTestId('quiz-chances')).toHaveText('剩余答题次数：2');

  // Answer again: a blank paper.
  await page.getByTestId('quiz').getByRole('button', { name: '再答一次' }).click();
  await expect(page.getByTestId('quiz')).toHaveAttribute('data-state', 'answering');
  await expect(page.getByTestId('quiz').getByLabel('A. 侵袭性肺曲霉病')).not.toBeChecked();
  await expect(page.getByTestId('quiz').getByLabel('A. 侵袭性肺曲霉病')).toBeEnabled();
});

test('category 10: info form, then the reading record, then the quiz (answers after the expert)', async ({
  page,
  request,
  context,
}) => {
  // The reading system is another site: answer its page locally.
  await context.route('https://reading.example.cn/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>阅片系统</title>' }),
  );
  const captcha = trackCaptcha(page);
  await loginFreshUser(request, context);
  // 123: one multiple-choice question, showAnswer 0, one chance.
  await openQuizTab(page, '/edu/emx/123');
  await expect(page.getByText('答题前请先完善个人信息。')).toBeVisible();
  await page.getByRole('button', { name: '完善信息' }).click();
  const dialog = page.getByRole('dialog', { name: '完善信息' });
  const phone = freshPhone();
  await dialog.getByLabel('真实姓名').fill('李医生');
  await dialog.getByLabel('手机号').fill(phone);
  await dialog.getByLabel('工作单位').fill('成都市第一人民医院');
  await expect.poll(() => captcha.uuid).not.toBe('');
  await dialog.getByLabel('图形验证码').fill(await captchaAnswer(request, captcha.uuid));
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByText('短信发送成功')).toBeVisible();
  await dialog.getByLabel('手机验证码').fill(await smsCode(request, phone));
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('信息提交成功')).toBeVisible();

  // No reading record yet: the quiz stays closed until the reading system is opened.
  await expect(page.getByText('请先进入阅片系统阅片，阅片后即可答题。')).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: '进入阅片系统' }).click();
  await (await popup).close();
  const quiz = page.getByTestId('quiz');
  await expect(quiz).toHaveAttribute('data-state', 'answering');
  const record = await request.get('/api/emx/emx_record?videoId=123', {
    headers: {
      Authorization: `Bearer ${(await context.cookies()).find((c) => c.name === 'radio_token')!.value}`,
    },
  });
  expect(((await record.json()) as { data: unknown }).data).not.toBeNull();

  await quiz.getByLabel('C. 移行带').check();
  await quiz.getByLabel('A. 肠管扩张').check();
  await quiz.getByRole('button', { name: '提交答案' }).click();
  await expect(quiz).toHaveAttribute('data-state', 'submitted');
  await expect(quiz.getByText('您的答案：A,C')).toBeVisible();
  await expect(quiz.getByText('答案将在专家阅卷后公布，请耐心等待。')).toBeVisible();
  // One chance, used: no answer-again.
  await expect(quiz.getByTestId('quiz-chances')).toHaveText('答题次数已用完');
  await expect(quiz.getByRole('button', { name: '再答一次' })).toHaveCount(0);
});
