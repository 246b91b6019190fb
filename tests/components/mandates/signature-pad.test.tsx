import type { PassengerMandate } from '@contracts/mandates';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PassengerSigningForm } from '@/components/mandate/passenger-signing-form';
import { MIN_SIGNATURE_POINTS, SignaturePad } from '@/components/mandate/signature-pad';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

beforeEach(() => {
  // jsdom draws nothing: a context that records nothing, and a canvas that exports a fixed PNG.
  const context = { setTransform: vi.fn(), beginPath: vi.fn(), arc: vi.fn(), fill: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn(), save: vi.fn(), restore: vi.fn() };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(PNG);
});
afterEach(() => vi.restoreAllMocks());

const draw = (canvas: HTMLElement, points: number) => {
  fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 10, clientY: 10 });
  for (let index = 1; index < points; index += 1) fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 10 + index * 4, clientY: 10 + (index % 3) });
  fireEvent.pointerUp(canvas, { pointerId: 1 });
};

const adult: PassengerMandate = { passengerId: 1, fullName: 'Maria Rossi', minor: false, estimate: null, signed: null, signing: 'here' };
const minor: PassengerMandate = { passengerId: 2, fullName: 'Luca Rossi', minor: true, estimate: null, signed: null, signing: 'here' };

describe('the signature pad', () => {
  it('when a stroke is drawn with the pointer, then the drawing is handed over as a PNG; «Cancella firma» takes it back', async () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Firma per Maria Rossi" onChange={onChange} />);
    const canvas = screen.getByRole('img', { name: /Firma per Maria Rossi: disegna la firma/ });
    expect(canvas).toHaveStyle({ touchAction: 'none' });

    draw(canvas, MIN_SIGNATURE_POINTS + 2);
    expect(onChange).toHaveBeenLastCalledWith(PNG);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancella firma' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('when the pad is only tapped, then there is no signature', () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Firma" onChange={onChange} />);
    draw(screen.getByRole('img'), 2);
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('signing for one passenger', () => {
  it('when the keyboard alone is used, then typing the name is the signature and the mandate is signed as typed', async () => {
    const onSign = vi.fn().mockResolvedValue(undefined);
    render(<PassengerSigningForm passenger={adult} onSign={onSign} />);
    const user = userEvent.setup();

    await user.click(screen.getByLabelText('Nome e cognome'));
    await user.keyboard('maria rossi');
    await user.tab();
    // Focus walks over the pad's «Cancella firma» to the alternative.
    for (let tabs = 0; tabs < 10 && document.activeElement?.textContent !== 'Firma scrivendo il nome'; tabs++) await user.tab();
    expect(document.activeElement).toHaveTextContent('Firma scrivendo il nome');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Disegna la firma' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('maria rossi')).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Ho letto e accetto il mandato con rappresentanza' })).toBeChecked();
    await user.tab();
    await user.keyboard('{Enter}');

    expect(onSign).toHaveBeenCalledWith({ passengerId: 1, signerName: 'maria rossi', signedAs: 'passenger', signature: { kind: 'typed' }, consent: true });
  });

  it('when «Firma» is pressed with nothing done, then each missing piece says so in Italian and nothing is sent', async () => {
    const onSign = vi.fn();
    render(<PassengerSigningForm passenger={adult} onSign={onSign} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Firma' }));
    expect(screen.getByText('Scrivi il tuo nome e cognome')).toBeInTheDocument();
    expect(screen.getByText('Firma mancante')).toBeInTheDocument();
    expect(screen.getByText('Conferma il consenso per firmare')).toBeInTheDocument();
    expect(onSign).not.toHaveBeenCalled();
  });

  it('when the typed name is not the passenger’s, then it is refused before sending', async () => {
    const onSign = vi.fn();
    render(<PassengerSigningForm passenger={adult} onSign={onSign} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome e cognome'), 'Mario Bianchi');
    await user.click(screen.getByRole('button', { name: 'Firma' }));
    expect(screen.getByText('Il nome non corrisponde al passeggero: scrivi «Maria Rossi»')).toBeInTheDocument();
    expect(onSign).not.toHaveBeenCalled();
  });

  it('when the passenger is a minor, then a parent or guardian signs a drawn signature with their own name', async () => {
    const onSign = vi.fn().mockResolvedValue(undefined);
    render(<PassengerSigningForm passenger={minor} onSign={onSign} />);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Firma del genitore o tutore per Luca Rossi' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome e cognome del genitore o tutore'), 'Maria Rossi');
    draw(screen.getByRole('img'), MIN_SIGNATURE_POINTS + 1);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Firma' }));
    expect(onSign).toHaveBeenCalledWith({ passengerId: 2, signerName: 'Maria Rossi', signedAs: 'guardian', signature: { kind: 'drawn', png: PNG }, consent: true });
  });
});
