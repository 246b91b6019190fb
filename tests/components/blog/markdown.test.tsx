import { render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/features/blog/markdown';

const renderMarkdown = (source: string) => render(<Router hook={memoryLocation({ path: '/blog/x' }).hook}><Markdown source={source} /></Router>);

describe('markdown renderer', () => {
  it('renders headings of levels 2 to 4 and paragraphs with bold and italic', () => {
    const { container } = renderMarkdown('## Titolo due\n\n### Titolo tre\n\n#### Titolo quattro\n\nUn testo **importante** e *corsivo*\nsu due righe.');
    expect(screen.getByRole('heading', { level: 2, name: 'Titolo due' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Titolo tre' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Titolo quattro' })).toBeInTheDocument();
    const paragraph = container.querySelector('p')!;
    expect(paragraph).toHaveTextContent('Un testo importante e corsivo su due righe.');
    expect(within(paragraph).getByText('importante').tagName).toBe('STRONG');
    expect(within(paragraph).getByText('corsivo').tagName).toBe('EM');
  });

  it('renders numbered, bullet and check-mark lists', () => {
    const { container } = renderMarkdown('1. **250 €** primo;\n2. secondo\n\n- uno\n- due\n- tre\n\n- ✓ carta d\'imbarco\n- ✓ ricevute');
    const ol = container.querySelector('ol')!;
    expect(within(ol).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['250 € primo;', 'secondo']);
    expect(within(ol).getByText('250 €').tagName).toBe('STRONG');
    const [bullets, checks] = container.querySelectorAll('ul');
    expect(within(bullets!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['uno', 'due', 'tre']);
    expect(checks).toHaveAttribute('data-list', 'check');
    expect(within(checks!).getAllByRole('listitem').map((li) => li.textContent)).toEqual(["carta d'imbarco", 'ricevute']);
    expect(checks!.querySelectorAll('svg')).toHaveLength(2);
    expect(container.textContent).not.toContain('✓');
  });

  it('opens external links in a new tab and keeps internal links in the app', () => {
    renderMarkdown('Leggi il [regolamento](https://eur-lex.europa.eu/x) e la [guida **utile**](/blog/altro) oppure [verifica](/verifica-rimborso).');
    const external = screen.getByRole('link', { name: 'regolamento' });
    expect(external).toHaveAttribute('href', 'https://eur-lex.europa.eu/x');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'guida utile' });
    expect(internal).toHaveAttribute('href', '/blog/altro');
    expect(internal).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'verifica' })).toHaveAttribute('href', '/verifica-rimborso');
  });

  it('never injects raw HTML and drops unsafe link targets', () => {
    const { container } = renderMarkdown('<img src=x onerror="alert(1)"><script>alert(2)</script> e [clicca](javascript:alert(3))\n\n## <b>titolo</b>');
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('<img src=x onerror="alert(1)"><script>alert(2)</script> e clicca');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<b>titolo</b>');
  });
});
