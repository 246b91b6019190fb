import { describe, expect, it } from 'vitest';
import { countOf } from '../../../src/contracts/plural.js';

describe('a count and its noun', () => {
  it('when the count is one, then the noun is singular: «1 bonifico», not «1 bonifici»', () => {
    expect(countOf(1, 'bonifico', 'bonifici')).toBe('1 bonifico');
    expect(countOf(1, 'pratica selezionata', 'pratiche selezionate')).toBe('1 pratica selezionata');
  });

  it('when the count is zero or more than one, then the noun is plural', () => {
    expect([countOf(0, 'bonifico', 'bonifici'), countOf(2, 'bonifico', 'bonifici')]).toEqual(['0 bonifici', '2 bonifici']);
  });

  it('when the count is large, then it reads with the Italian thousands separator', () => {
    expect(countOf(1200, 'pratica', 'pratiche')).toBe('1.200 pratiche');
  });
});
