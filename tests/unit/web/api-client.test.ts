import { describe, expect, it } from 'vitest';
import { ApiError, fieldProblem, problemMessage } from '@/app/api-client';

const problem = (status: number, body: object) => new ApiError(status, JSON.stringify({ type: 'about:blank', status, ...body }), 'Error');

describe('problem+json answers, read once by the API client', () => {
  it('when the server refuses a field, then the page shows its words for that field, else the detail', () => {
    const refused = problem(400, { title: 'Richiesta non valida', detail: 'Controlla i dati', errors: [{ field: 'text', message: 'Il messaggio è vuoto' }] });
    expect(fieldProblem(refused, 'Riprova')).toBe('Il messaggio è vuoto');
    expect(problemMessage(refused, 'Riprova')).toBe('Controlla i dati');
    expect(refused.fieldErrors).toEqual([{ field: 'text', message: 'Il messaggio è vuoto' }]);
  });

  it('when the problem has only a title, then the title is the detail shown', () => {
    expect(problemMessage(problem(409, { title: 'Pratica modificata nel frattempo' }), 'Riprova')).toBe('Pratica modificata nel frattempo');
  });

  it('when the answer is not a problem (a proxy’s HTML page, a network failure), then the page’s own fallback is shown', () => {
    const html = new ApiError(502, '<html>Bad gateway</html>', 'Bad Gateway');
    expect(html.problem).toBeUndefined();
    expect(problemMessage(html, 'Servizio non raggiungibile')).toBe('Servizio non raggiungibile');
    expect(fieldProblem(new TypeError('Failed to fetch'), 'Servizio non raggiungibile')).toBe('Servizio non raggiungibile');
    expect(html.fieldErrors).toEqual([]);
  });
});
