import { enrolmentMachine, type EnrolCourse, type EnrolForm } from '../../../machines/enrolment.machine';
import type { ModelConfig } from '../traversal';

export const course = (learningProcess: number): EnrolCourse => ({
  videoId: 40 + learningProcess,
  courseGroupId: 'g4',
  courseGroupName: '影像科住培考核课程',
  learningProcess,
});
export const FORM: EnrolForm = {
  realName: '张三',
  phone: '13800138000',
  validCode: 'x7k2',
  smsCode: '123456',
  companyName: '华西医院',
};
export const BLANK: EnrolForm = { ...FORM, companyName: ' ' };

export const enrolmentModel: ModelConfig<typeof enrolmentMachine> = {
  machine: enrolmentMachine,
  file: 'machines/enrolment.machine.ts',
  events: {
    'course.open': [
      { course: course(0), loggedIn: false },
      ...[0, 1, 2, 3].map((lp) => ({ course: course(lp), loggedIn: true })),
    ],
    'form.submit': [{ form: FORM }, { form: BLANK }],
    'form.close': [{}],
    'apply.again': [{}],
  },
  describeEvent: (e) =>
    e.type === 'course.open'
      ? `course.open(lp ${e.course.learningProcess}${e.loggedIn ? '' : ', logged out'})`
      : e.type === 'form.submit'
        ? `form.submit(${e.form === FORM ? 'valid' : 'blank company'})`
        : undefined,
  invoked: {
    queryApply: {
      // A rejection's reason is optional in the API (approvalReason nullish).
      output: [
        { state: 0 },
        { state: 1 },
        { state: 2, approvalReason: '资料不全' },
        { state: 2, approvalReason: null },
        null,
      ],
      error: [new Error('网络错误')],
    },
    submitApply: { output: [undefined], error: [new Error('手机验证码错误')] },
  },
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.course?.learningProcess ?? null,
      s.context.form !== null,
      s.context.error,
      s.context.reason,
    ]),
};
