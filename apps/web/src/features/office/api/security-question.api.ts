import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { officeCall } from '../office-request';

/** getUserSecureQuestion (ACC-11): a standard question's i18n key, or the player's own text; null before one is set. */
export interface UserSecureQuestion {
  question_id: number | null;
  question_key: string | null;
  question: string | null;
}

const USER_QUESTION_KEY = ['office', 'secure-question'] as const;

export function useUserSecureQuestion() {
  return useQuery({
    queryKey: USER_QUESTION_KEY,
    queryFn: async ({ signal }) =>
      (await officeCall<{ secure_question: UserSecureQuestion | null }>('getUserSecureQuestion', {}, signal))
        .secure_question,
  });
}

/** getsecurequestions: the standard questions, each shown through its i18n key. */
export function useStandardQuestions() {
  return useQuery({
    queryKey: ['office', 'secure-questions'],
    queryFn: async ({ signal }) =>
      (await officeCall<{ questions: { id: number; key: string }[] }>('getsecurequestions', {}, signal))
        .questions,
    staleTime: Infinity,
  });
}

export type SecureAnswerInput = { answer: string; answerRepeat: string } & (
  { questionId: number } | { question: string }
);

/** Saves the answer to a standard question or to a question of the player's own (two calls, spec section 7). */
export function useSetSecureAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SecureAnswerInput) =>
      'questionId' in input
        ? officeCall('setanswertosecurequestion', {
            question_id: input.questionId,
            answer: input.answer,
            answer_repeat: input.answerRepeat,
          })
        : officeCall('setanswertocustomsecurequestion', {
            question: input.question,
            answer: input.answer,
            answer_repeat: input.answerRepeat,
          }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: USER_QUESTION_KEY });
      void queryClient.invalidateQueries({ queryKey: ['office', 'secure'] });
    },
  });
}
