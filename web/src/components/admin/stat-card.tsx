import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export function StatCard({ label, value, tone = 'text-slate-900' }: { label: string; value: ReactNode; tone?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className={cn('mt-1 text-3xl font-extrabold', tone)}>{value}</p>
    </div>
  );
}
