import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from './cn';

export const Tabs = TabsPrimitive.Root;

/** Tabs side by side in equal columns; `wrap` lets many tabs flow onto more lines on a narrow screen instead. */
export const TabsList = ({ className, wrap = false, ...props }: ComponentProps<typeof TabsPrimitive.List> & { wrap?: boolean }) => (
  <TabsPrimitive.List className={cn(wrap ? 'flex flex-wrap' : 'grid auto-cols-fr grid-flow-col', 'gap-1 rounded-xl bg-slate-100 p-1', className)} {...props} />
);

export const TabsTrigger = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) => (
  <TabsPrimitive.Trigger
    className={cn('rounded-lg px-3 py-2.5 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm sm:text-base', className)}
    {...props}
  />
);

export const TabsContent = ({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) => <TabsPrimitive.Content className={cn('mt-6', className)} {...props} />;
