import { useEffect, useReducer } from 'react';
import { QUIZ_PAUSE_MS, type QuizQuestion } from './questions';

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

/** Spec §4: confirm stores the answer and scores it; 3 s later the next question (or the results) follows. */
export function useQuiz(questions: readonly QuizQuestion[]) {
  const [state, dispatch] = useReducer(quizReducer(questions), INITIAL_QUIZ_STATE);

  useEffect(() => {
    if (!state.confirmed || state.finished) return;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), QUIZ_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [state.confirmed, state.finished, state.index]);

  return {
    state,
    select: (option: number) => dispatch({ type: 'select', option }),
    confirm: () => dispatch({ type: 'confirm' }),
    restart: () => dispatch({ type: 'restart' }),
  };
}
