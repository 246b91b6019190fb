import { Accordion } from '@/components/ui/accordion';
import { FAQ_ITEMS } from '../content';
import { PayoutTime } from './payout-time';

export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 py-16">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="faq-title" className="text-center text-3xl font-extrabold text-slate-900">
          Domande frequenti
        </h2>
        <div className="mt-10">
          <Accordion items={FAQ_ITEMS.map((item) => ({
              question: item.question,
              answer: 'measuredPayoutTime' in item ? (
                <>
                  {item.answer}
                  <PayoutTime />
                </>
              ) : (
                item.answer
              ),
            }))} />
        </div>
      </div>
    </section>
  );
}
