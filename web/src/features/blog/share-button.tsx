import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Native share sheet when available; otherwise copies the address and says so. */
export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // the user closed the share sheet
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      alert('Link copiato negli appunti!');
    } catch {
      alert(`Copia questo link: ${url}`);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden="true" />
      Condividi
    </Button>
  );
}
