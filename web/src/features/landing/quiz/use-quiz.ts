import { useReducer } from 'react';
import type { QuizQuestion } from './questions';

export interface QuizState {
  index: number;
  /** The highlighted option; changeable until confirmed. */
  selected: number | null;
  confirmed: boolean;
  score: number;
  finished: boolean;
}

type QuizAction = { type: 'select'; option: number } | { type: 'confirm' } | { type: 'advance' } | { type: 'restart' };

export const INITIAL_QUIZ_STATE: QuizState = { index: 0, selected: null, confirmed: false, score: 0, finished: false };

export function quizReducer(questions: readonly QuizQuestion[]) {
  return (state: QuizState, action: QuizAction): QuizState => {
    switch (action.type) {
      case 'select':
        return state.confirmed || state.finished ? state : { ...state, selected: action.option };
      case 'confirm': {
        if (state.confirmed || state.selected === null) return state;
        const correct = questions[state.index]?.correct === state.selected;
        return { ...state, confirmed: true, score: state.score + (correct ? 1 : 0) };
      }
      case 'advance':
        if (!state.confirmed) return state;
        if (state.index >= questions.length - 1) return { ...state, finished: true };
        return { ...state, index: state.index + 1, selected: null, confirmed: false };
      case 'restart':
        return INITIAL_QUIZ_STATE;
    }
  };
}

/**
 * Confirm stores the answer and scores it; the explanation stays until the passenger asks for the
 * next question (or the results): a pause of a few seconds was too short to read it.
 */
export function useQuiz(questions: readonly QuizQuestion[]) {
  const [state, dispatch] = useReducer(quizReducer(questions), INITIAL_QUIZ_STATE);
  return {
    state,
    select: (option: number) => dispatch({ type: 'select', option }),
    confirm: () => dispatch({ type: 'confirm' }),
    next: () => dispatch({ type: 'advance' }),
    restart: () => dispatch({ type: 'restart' }),
  };
}
