import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIZ_QUESTIONS, quizVerdict } from '@/features/landing/quiz/questions';
import { RightsQuiz } from '@/features/landing/quiz/rights-quiz';

const TOTAL = QUIZ_QUESTIONS.length;
const confirmButton = () => screen.getByRole('button', { name: 'Conferma la risposta' });
const nextButton = () => screen.getByRole('button', { name: /^(Prossima domanda|Vedi i risultati)$/ });

function choose(option: string) {
  fireEvent.click(screen.getByRole('radio', { name: option }));
}

/** Answers the current question, right or wrong, confirms and moves on. */
function answer(index: number, right: boolean) {
  const question = QUIZ_QUESTIONS[index]!;
  const option = right ? question.correct : (question.correct + 1) % 4;
  choose(question.options[option]!);
  fireEvent.click(confirmButton());
  fireEvent.click(nextButton());
}

describe('rights quiz', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has 8 questions, each with 4 options and a valid correct index', () => {
    expect(TOTAL).toBe(8);
    for (const question of QUIZ_QUESTIONS) {
      expect(question.options).toHaveLength(4);
      expect(question.options[question.correct]).toBeDefined();
      expect(question.explanation).not.toBe('');
      expect(question.tip).not.toBe('');
    }
  });

  it('keeps the button disabled until an option is chosen, and the choice can change', () => {
    render(<RightsQuiz />);
    expect(screen.getByText('Domanda 1 di 8')).toBeInTheDocument();
    expect(screen.getByText('Punteggio: 0')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avanzamento del quiz' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('button', { name: 'Prossima domanda' })).not.toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();

    const first = QUIZ_QUESTIONS[0]!;
    choose(first.options[0]);
    expect(confirmButton()).toBeEnabled();
    choose(first.options[2]);
    expect(screen.getByRole('radio', { name: first.options[2] })).toBeChecked();
    expect(screen.getByRole('radio', { name: first.options[0] })).not.toBeChecked();
    // Choosing only highlights: no feedback yet.
    expect(screen.queryByText('Corretto!')).not.toBeInTheDocument();
  });

  it('when an answer is confirmed, then feedback, explanation and tip stay until «Prossima domanda» is pressed, however long it takes', () => {
    render(<RightsQuiz />);
    const first = QUIZ_QUESTIONS[0]!;
    choose(first.options[first.correct]);
    fireEvent.click(confirmButton());

    expect(screen.getByText('Corretto!')).toBeInTheDocument();
    expect(screen.getByText(first.explanation)).toBeInTheDocument();
    expect(screen.getByText(first.tip)).toBeInTheDocument();
    expect(screen.getByText('Punteggio: 1')).toBeInTheDocument();
    expect(screen.queryByText(/tra 3 secondi/)).not.toBeInTheDocument();
    expect(nextButton()).toHaveTextContent('Prossima domanda');
    expect(nextButton()).toHaveFocus();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();

    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Domanda 1 di 8')).toBeInTheDocument();
    expect(screen.getByText(first.explanation)).toBeInTheDocument();

    fireEvent.click(nextButton());
    expect(screen.getByText('Domanda 2 di 8')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: QUIZ_QUESTIONS[1]!.question })).toHaveFocus();
    expect(screen.queryByText('Corretto!')).not.toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('a wrong answer reads Sbagliato! and does not score', () => {
    render(<RightsQuiz />);
    const first = QUIZ_QUESTIONS[0]!;
    const wrong = first.options[(first.correct + 1) % 4]!;
    choose(wrong);
    fireEvent.click(confirmButton());
    expect(screen.getByText('Sbagliato!')).toBeInTheDocument();
    expect(screen.getByText('✗ La tua risposta')).toBeInTheDocument();
    expect(screen.getByText('✓ Risposta corretta')).toBeInTheDocument();
    expect(screen.getByText('Punteggio: 0')).toBeInTheDocument();
  });

  it('shows the results as n/8 with percentage and verdict, and restarts', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<RightsQuiz />);
    for (let index = 0; index < TOTAL - 1; index += 1) answer(index, index !== 0);

    const last = QUIZ_QUESTIONS[TOTAL - 1]!;
    expect(screen.getByText('Domanda 8 di 8')).toBeInTheDocument();
    choose(last.options[last.correct]);
    fireEvent.click(confirmButton());
    expect(nextButton()).toHaveTextContent('Vedi i risultati');
    fireEvent.click(nextButton());

    expect(screen.getByRole('heading', { name: 'Quiz completato!' })).toHaveFocus();
    expect(screen.getByText('7/8')).toBeInTheDocument();
    expect(screen.getByText('88% di risposte corrette')).toBeInTheDocument();
    expect(screen.getByText('Eccellente! Conosci molto bene i tuoi diritti.')).toBeInTheDocument();
    expect(screen.getByText('Lo sapevi?')).toBeInTheDocument();
    expect(screen.getByText(/Oltre l'80% dei passeggeri non conosce i propri diritti/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Verifica il tuo volo' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    fireEvent.click(screen.getByRole('button', { name: 'Ripeti il quiz' }));
    expect(screen.getByText('Domanda 1 di 8')).toBeInTheDocument();
    expect(screen.getByText('Punteggio: 0')).toBeInTheDocument();
    expect(confirmButton()).toBeDisabled();
  });

  it('all wrong: 0/8 and the lowest verdict', () => {
    render(<RightsQuiz />);
    for (let index = 0; index < TOTAL; index += 1) answer(index, false);
    expect(screen.getByText('0/8')).toBeInTheDocument();
    expect(screen.getByText('0% di risposte corrette')).toBeInTheDocument();
    expect(screen.getByText('Da migliorare. È importante conoscere i tuoi diritti!')).toBeInTheDocument();
  });

  it('grades by percentage at the spec thresholds', () => {
    expect(quizVerdict(80)).toBe('Eccellente! Conosci molto bene i tuoi diritti.');
    expect(quizVerdict(79.9)).toBe('Buono! Hai una buona conoscenza dei diritti sui voli.');
    expect(quizVerdict(60)).toBe('Buono! Hai una buona conoscenza dei diritti sui voli.');
    expect(quizVerdict(40)).toBe('Discreto, ma puoi migliorare la tua conoscenza.');
    expect(quizVerdict(39.9)).toBe('Da migliorare. È importante conoscere i tuoi diritti!');
  });

  it('advises acting within a year in Italy, where the term is unsettled, and promises no term of years', () => {
    const limitation = QUIZ_QUESTIONS.find((question) => /Entro quando conviene chiedere/.test(question.question))!;
    expect(limitation.options[limitation.correct]).toBe('Per prudenza entro un anno dal volo');
    expect(limitation.explanation).toContain('In Italia il termine non è fissato con certezza: per prudenza agisci entro un anno dal volo.');
    expect(limitation.explanation).toContain('Le richieste più vecchie le verifichiamo comunque, caso per caso.');
    expect(limitation.options.join(' ')).not.toMatch(/\b(?:2|6) anni\b/);
  });
});
