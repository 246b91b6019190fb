import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import NotFoundPage from '@/app/not-found-page';

describe('the page for an address that does not exist', () => {
  it('when it is shown, then it says «Pagina non trovata» in Italian, in the heading and the title, and leads home', () => {
    const { hook } = memoryLocation({ path: '/indirizzo-inesistente' });
    render(
      <Router hook={hook}>
        <NotFoundPage />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.queryByText(/Page Not Found/)).not.toBeInTheDocument();
    expect(document.title).toBe('Pagina non trovata | RimborsoVolo24');
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
  });
});
