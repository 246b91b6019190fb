import { describe, expect, it } from 'vitest';
import { sanitiseFileName } from '../../../src/documents/file-checks.js';

/** A multipart part's headers, the file name among them, may be 16 kB long (busboy's limit). */
const LONGEST_HEADER = 16 * 1024;

describe('the file name kept for an upload', () => {
  it('when a name is 16 kB of dots and spaces between two letters, then it is cleaned in under 10 ms (it took 0.7 s)', () => {
    const name = `x${'. '.repeat(LONGEST_HEADER / 2 - 4)}x.pdf`;
    sanitiseFileName('riscaldamento.pdf', 'application/pdf');

    const started = performance.now();
    const kept = sanitiseFileName(name, 'application/pdf');

    expect(performance.now() - started).toBeLessThan(10);
    // Only its first 255 characters are read: the dots and spaces that end them go, the real type's extension comes.
    expect(kept).toBe('x.pdf');
  });

  it('when a name holds markup, quotes and the wrong extension, then only a clean stem and the real type’s extension stay', () => {
    expect(sanitiseFileName('carta "imbarco" <FR1234>.exe', 'application/pdf')).toBe('carta imbarco FR1234.pdf');
    expect(sanitiseFileName('  ..  ', 'image/png')).toBe('documento.png');
  });
});
