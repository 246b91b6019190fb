import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** An article whose text could not be downloaded (connection lost, a new release replaced the files) says so and offers to try again. */
export class ArticleLoadBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Card role="alert" className="border-red-200 bg-red-50 text-red-900">
        <p className="font-semibold">Non siamo riusciti a caricare l’articolo. Controlla la connessione e riprova.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}>
          Riprova
        </Button>
      </Card>
    );
  }
}
