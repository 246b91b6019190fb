import * as AccordionPrimitive from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';

/** Questions and answers; several may be open at once. */
export function Accordion({ items }: { items: { question: string; answer: ReactNode }[] }) {
  return (
    <AccordionPrimitive.Root type="multiple" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.question} value={item.question}>
          <AccordionPrimitive.Header>
            <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900">
              {item.question}
              <span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-data-[state=open]:rotate-45">
                +
              </span>
            </AccordionPrimitive.Trigger>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-5 text-slate-700">{item.answer}</AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
