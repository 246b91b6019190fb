import { Eraser } from 'lucide-react';
import { useEffect, useRef, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';

/** Fewer points than this is a tap, not a signature (the server also refuses a nearly blank image). */
export const MIN_SIGNATURE_POINTS = 8;

/** The exported image's width at most: sharp in the PDF (about 8 cm), and small enough for the API's 100 KB bodies. */
const EXPORT_WIDTH = 600;

function exportPng(source: HTMLCanvasElement): string | null {
  const scale = Math.min(1, EXPORT_WIDTH / source.width);
  if (scale === 1) return source.toDataURL('image/png');
  const copy = document.createElement('canvas');
  copy.width = Math.round(source.width * scale);
  copy.height = Math.round(source.height * scale);
  const ctx = copy.getContext('2d');
  if (!ctx) return source.toDataURL('image/png');
  ctx.drawImage(source, 0, 0, copy.width, copy.height);
  return copy.toDataURL('image/png');
}

interface SignaturePadProps {
  /** What the pad is for, read by screen readers: «Firma di Maria Rossi». */
  label: string;
  /** The drawing as a PNG data URL after each stroke; null once it is cleared or too short. */
  onChange: (png: string | null) => void;
  disabled?: boolean;
}

/**
 * A signature drawn with a mouse, a pen or a finger (pointer events; `touch-action: none` keeps the
 * page from scrolling under the finger). The canvas follows its box's width and the screen's pixel
 * density, so strokes stay sharp on a phone. Typing the name is the keyboard alternative (the form).
 */
export function SignaturePad({ label, onChange, disabled = false }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const points = useRef(0);
  const last = useRef<{ x: number; y: number } | null>(null);

  const context = () => canvas.current?.getContext('2d') ?? null;

  const fit = () => {
    const element = canvas.current;
    if (!element) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 3);
    const width = Math.round(element.clientWidth * ratio);
    const height = Math.round(element.clientHeight * ratio);
    if (!width || !height || (element.width === width && element.height === height)) return;
    // Resizing a canvas clears it: the signature is drawn again.
    element.width = width;
    element.height = height;
    const ctx = context();
    if (ctx) {
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = '#0f172a';
    }
    if (points.current > 0) {
      points.current = 0;
      onChange(null);
    }
  };

  useEffect(() => {
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);

  const position = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    last.current = position(event);
    const ctx = context();
    if (ctx) {
      ctx.beginPath();
      ctx.arc(last.current.x, last.current.y, 1.2, 0, Math.PI * 2);
      ctx.fillStyle = '#0f172a';
      ctx.fill();
    }
    points.current += 1;
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current || !last.current) return;
    const next = position(event);
    const ctx = context();
    if (ctx) {
      ctx.beginPath();
      ctx.moveTo(last.current.x, last.current.y);
      ctx.lineTo(next.x, next.y);
      ctx.stroke();
    }
    last.current = next;
    points.current += 1;
  };

  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    last.current = null;
    onChange(points.current >= MIN_SIGNATURE_POINTS && canvas.current ? exportPng(canvas.current) : null);
  };

  const clear = () => {
    const element = canvas.current;
    const ctx = context();
    if (element && ctx) {
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, element.width, element.height);
      ctx.restore();
    }
    points.current = 0;
    onChange(null);
  };

  return (
    <div className="space-y-2">
      <canvas
        ref={canvas}
        role="img"
        aria-label={`${label}: disegna la firma con il mouse, la penna o il dito`}
        className="block h-40 w-full cursor-crosshair rounded-lg border-2 border-dashed border-slate-300 bg-white aria-disabled:opacity-60"
        style={{ touchAction: 'none' }}
        aria-disabled={disabled || undefined}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <Button variant="outline" size="sm" onClick={clear} disabled={disabled}>
        <Eraser className="size-4" aria-hidden="true" />
        Cancella firma
      </Button>
    </div>
  );
}
