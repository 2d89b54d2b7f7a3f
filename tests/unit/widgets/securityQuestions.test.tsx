import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformError } from '../../../src/core/platformApi.ts';
import { choiceProblems } from '../../../src/widgets/securityQuestions/choiceProblems.ts';
import { questionRefusal } from '../../../src/widgets/securityQuestions/questionRefusals.ts';
import { contactRefusal } from '../../../src/widgets/contactBinding/contactRefusals.ts';
import { matrixFixtures } from '../../fixtures/api.ts';
import type { Fixtures } from '../../support/fixtureApi.ts';
import { FIXED_NOW, renderApp } from '../../support/renderApp.tsx';

const settle = async () => {
  for (let i = 0; i < 8; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
};
const fill = (dialog: HTMLElement, name: string | RegExp, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(name, { exact: false }), { target: { value } });
const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
  await settle();
};
/** The error said at a field (what its aria-describedby names). */
const errorAt = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

afterEach(cleanup);

const INFO = { id: 7, account: 'player01', nickname: '', type: 0, mobileNum: '63******0001', countryDialingCode: '63', email: '' };
const MINE = {
  list: [
    { questionId: 1, question: 'What was the name of your first pet?' },
    { questionId: 2, question: 'In which city were you born?' },
  ],
};

async function centre(fixtures: Fixtures) {
  const app = await renderApp({ path: '/m/securityCenter', session: 'member', fixtures: { ...matrixFixtures, memberInfo: INFO, ...fixtures } });
  await settle();
  return app;
}

describe('security questions in the security centre', () => {
  it('sets them: each missing part said at its field, a refusal at the field it concerns, then saved and said', async () => {
    let answer: PlatformError | boolean = new PlatformError(400, 'password.old.err', 'The login password is incorrect.');
    let mine: typeof MINE | { list: [] } = { list: [] };
    const app = await centre({ setCustomerSecurityQuestions: () => answer, customerSecurityQuestions: () => mine });
    const list = screen.getByRole('list', { name: 'Security questions' });
    expect(within(list).getByText(/Not set/)).toBeTruthy();
    await click(within(list).getByRole('button', { name: 'Set Security questions' }));
    const dialog = screen.getByRole('dialog', { name: 'Set security questions' });

    await click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(app.calls.some((c) => c.name === 'setCustomerSecurityQuestions')).toBe(false);
    const q1 = within(dialog).getByLabelText('Question 1', { exact: false });
    expect(errorAt(q1)).toBe('Choose a question');
    expect(document.activeElement).toBe(q1);
    expect(errorAt(within(dialog).getByLabelText('Answer 2', { exact: false }))).toBe('Type your answer');
    expect(errorAt(within(dialog).getByLabelText('Login password', { exact: false }))).toBe('Enter your login password');

    fireEvent.change(q1, { target: { value: '1' } });
    // A question chosen at one place cannot be chosen at the other.
    const q2 = within(dialog).getByLabelText('Question 2', { exact: false });
    expect(within(q2).getByRole('option', { name: 'What was the name of your first pet?' })).toHaveProperty('disabled', true);
    fireEvent.change(q2, { target: { value: '2' } });
    fill(dialog, 'Answer 1', ' x ');
    fill(dialog, 'Answer 2', 'Quezon City');
    fill(dialog, 'Login password', 'wrong-one');
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(errorAt(within(dialog).getByLabelText('Answer 1', { exact: false }))).toBe('An answer must be 2 to 64 characters.');
    expect(app.calls.some((c) => c.name === 'setCustomerSecurityQuestions')).toBe(false);

    fill(dialog, 'Answer 1', 'Rex');
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    const password = within(dialog).getByLabelText('Login password', { exact: false });
    expect(errorAt(password)).toContain('This login password is not correct');
    expect(document.activeElement).toBe(password);
    expect((password as HTMLInputElement).value).toBe('');

    answer = new PlatformError(400, 'security.question.unknown', 'Not offered.', { field: 'questions/1/questionId' });
    fill(dialog, 'Login password', 'demo1234');
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(errorAt(q2)).toBe('This question is no longer offered. Choose another one.');
    expect(document.activeElement).toBe(q2);

    answer = true;
    mine = MINE;
    fireEvent.change(q2, { target: { value: '3' } });
    fill(dialog, 'Login password', 'demo1234');
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(app.calls.filter((c) => c.name === 'setCustomerSecurityQuestions').at(-1)?.body).toEqual({
      loginPassword: 'demo1234',
      questions: [
        { questionId: 1, answer: 'Rex' },
        { questionId: 3, answer: 'Quezon City' },
      ],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Security questions saved')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Security questions' })).getByText('In which city were you born?')).toBeTruthy();
  });

  it('with questions set, lists them (never answers) and offers Change', async () => {
    await centre({ customerSecurityQuestions: MINE });
    const list = screen.getByRole('list', { name: 'Security questions' });
    expect(within(list).getByText('Set: 2 questions')).toBeTruthy();
    expect(within(list).getByText('What was the name of your first pet?')).toBeTruthy();
    await click(within(list).getByRole('button', { name: 'Change Security questions' }));
    expect(screen.getByRole('dialog', { name: 'Change security questions' })).toBeTruthy();
  });
});

describe('changing a contact with the security questions', () => {
  const openChange = async (fixtures: Fixtures) => {
    const app = await centre({ smsBind: { expirationTime: FIXED_NOW + 300_000 }, ...fixtures });
    await click(screen.getByRole('button', { name: 'Change Mobile number' }));
    return { app, dialog: screen.getByRole('dialog', { name: 'Change mobile number' }) };
  };

  it("answers the questions in place of the old number's code, with the password; wrong answers said at the answers", async () => {
    let answer: PlatformError | boolean = new PlatformError(400, 'security.answer.err', 'Wrong answers.', { field: 'securityAnswers' });
    const { app, dialog } = await openChange({ customerSecurityQuestions: MINE, bindMobile: () => answer });
    await click(within(dialog).getByRole('button', { name: 'I no longer have this number: answer my security questions' }));
    expect(within(dialog).queryByLabelText('Code sent to 63******0001', { exact: false })).toBeNull();
    const a1 = within(dialog).getByLabelText('What was the name of your first pet?', { exact: false });
    expect(document.activeElement).toBe(a1);
    expect(within(dialog).getByRole('group', { name: 'Your security questions' })).toBeTruthy();

    fill(dialog, 'Login password', 'demo1234');
    fill(dialog, 'New mobile number', '9185550002');
    await click(within(dialog).getByRole('button', { name: 'Get code' }));
    fill(dialog, 'Verification code', '222222');
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(errorAt(a1)).toBe('Type your answer');
    expect(app.calls.some((c) => c.name === 'bindMobile')).toBe(false);

    fill(dialog, 'What was the name of your first pet?', 'Rex');
    fill(dialog, 'In which city were you born?', 'Manila');
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(errorAt(a1)).toBe('These answers do not match your security questions. Check them and try again.');
    expect(document.activeElement).toBe(a1);

    answer = true;
    fill(dialog, 'In which city were you born?', ' Quezon City ');
    await click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(app.calls.filter((c) => c.name === 'bindMobile').at(-1)?.body).toEqual({
      mobileNum: '9185550002',
      countryDialingCode: '63',
      verificationCode: '222222',
      loginPassword: 'demo1234',
      securityAnswer1: 'Rex',
      securityAnswer2: 'Quezon City',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes back to the code on request', async () => {
    const { dialog } = await openChange({ customerSecurityQuestions: MINE });
    await click(within(dialog).getByRole('button', { name: 'I no longer have this number: answer my security questions' }));
    await click(within(dialog).getByRole('button', { name: 'Use a code sent to 63******0001 instead' }));
    expect(within(dialog).getByLabelText('Code sent to 63******0001', { exact: false })).toBeTruthy();
    expect(within(dialog).queryByLabelText('What was the name of your first pet?', { exact: false })).toBeNull();
  });

  it('without questions set, says to contact customer service, and its button opens the chat', async () => {
    const { app, dialog } = await openChange({ customerSecurityQuestions: { list: [] }, chatLaunch: { chatUrl: 'https://chat.example/x' } });
    expect(within(dialog).queryByRole('button', { name: /answer my security questions/ })).toBeNull();
    expect(within(dialog).getByText(/You have not set security questions, so contact customer service/)).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Contact customer service' }));
    expect(app.calls.some((c) => c.name === 'chatLaunch')).toBe(true);
    await waitFor(() => expect(app.opened).toEqual(['self https://chat.example/x']));
  });
});

describe('refusal and problem maps', () => {
  it('places each refusal of setting questions at its field', () => {
    expect(questionRefusal('security.answer.length', { field: 'questions/2/answer' })).toEqual({ spot: 'answer2', key: 'security_q_answer_length' });
    expect(questionRefusal('security.question.duplicate', { field: 'questions/1/questionId' })).toEqual({ spot: 'question1', key: 'security_q_duplicate' });
    expect(questionRefusal('security.questions.count', null)?.spot).toBe('form');
    expect(questionRefusal('password.old.err', null)?.spot).toBe('password');
    expect(questionRefusal('something.else', null)).toBeNull();
  });

  it('places answer refusals of a contact change', () => {
    expect(contactRefusal('security.answer.required', 'mobile', 'securityAnswer2')).toEqual({ spot: 'answer1', key: 'security_q_answer_required' });
    expect(contactRefusal('security.answer.err', 'email')?.spot).toBe('answer0');
    expect(contactRefusal('security.questions.not.set', 'email')).toEqual({ spot: 'form', key: 'contact_no_questions_email' });
  });

  it('checks a choice as the platform does: whitespace-only and repeated questions refused', () => {
    const rules = { answerMinLength: 2, answerMaxLength: 64 };
    expect(
      choiceProblems(
        {
          picks: [
            { questionId: 1, answer: 'a  ' },
            { questionId: 1, answer: 'Rex' },
          ],
          password: 'x',
        },
        rules,
      ),
    ).toEqual([
      ['answer0', 'security_q_answer_length'],
      ['question1', 'security_q_duplicate'],
    ]);
    expect(
      choiceProblems(
        {
          picks: [
            { questionId: 1, answer: 'a b' },
            { questionId: 2, answer: 'y'.repeat(64) },
          ],
          password: 'x',
        },
        rules,
      ),
    ).toEqual([]);
  });
});
